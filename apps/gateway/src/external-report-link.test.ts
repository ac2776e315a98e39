import { describe, expect, it } from 'vitest';
import { externalReportLinkThroughGateway } from './external-report-link.js';

const answer = (link: unknown) => Buffer.from(JSON.stringify({ GetLoginLinkExternalReportUrl: link, Errors: null }));
const rewrite = (body: Buffer) => externalReportLinkThroughGateway(body, 'http://127.0.0.1:4100', '/crm').toString();

describe('the external report link through the gateway', () => {
  it("turns a link to the CRM's own address into the gateway's /crm path", () => {
    expect(JSON.parse(rewrite(answer('http://127.0.0.1:4100/external-report?ticket=a%2Bb')))).toEqual({
      GetLoginLinkExternalReportUrl: '/crm/external-report?ticket=a%2Bb',
      Errors: null,
    });
  });

  it('leaves a link elsewhere, no link, and an answer that is not JSON as they are', () => {
    for (const body of [answer('https://reports.example.com/x'), answer(null), answer('not a url'), Buffer.from('<html>')]) {
      expect(rewrite(body)).toBe(body.toString());
    }
  });
});
