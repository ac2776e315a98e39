import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An iCalendar feed served on this machine, as a calendar service publishes one (the tests' gateway allows private addresses). */
export interface CalendarFeed {
  readonly url: string;
  close(): void;
}

/** Serves `text` as text/calendar at `path`; anything else is 404. */
export async function serveCalendarFeed(text: string, path = '/calendar.ics'): Promise<CalendarFeed> {
  const server = createServer((request, response) => {
    if (request.url === path) return void response.writeHead(200, { 'content-type': 'text/calendar' }).end(text);
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}
