/** What the order rules need to know of a service (the services area owns the offer rules). */
export interface OfferedService {
  readonly id: string;
  readonly name: string;
  readonly isRemote: boolean;
  readonly requiresMeetingUrl: boolean;
  readonly requiresMeetingPhone: boolean;
  readonly platforms: readonly { readonly id: string; readonly name: string }[];
}

export interface ServiceOffer {
  /** The services offered for a language and period, or null when the skill is unknown. */
  offered(skillId: string, fromMs: number, toMs: number, nowMs: number): readonly OfferedService[] | null;
}
