/** What the mock's push service heard (GET /__control/push-service, docs/api.md "Push service"). */
export interface PushServiceRecord {
  readonly events: readonly { customerNumber: string; browserIdentifier: string; eventName: string; at: string }[];
  readonly users: readonly { customerNumber: string; browserIdentifier: string; pushPermission: string; language: string }[];
}

export async function pushServiceRecord(baseUrl = process.env.MOCK_CRM_URL ?? ''): Promise<PushServiceRecord> {
  const response = await fetch(`${baseUrl}/__control/push-service?limit=500`);
  if (!response.ok) throw new Error(`/__control/push-service: HTTP ${response.status}`);
  return (await response.json()) as PushServiceRecord;
}

/** The events of one browser, oldest first. */
export async function eventsOf(browserId: string): Promise<string[]> {
  const { events } = await pushServiceRecord();
  return events
    .filter((e) => e.browserIdentifier === browserId)
    .map((e) => e.eventName)
    .reverse();
}
