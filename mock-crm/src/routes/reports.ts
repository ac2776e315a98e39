import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Temporal } from 'temporal-polyfill';
import {
  CustomerStatistics,
  ErrorCode,
  GetLoginLinkExternalReport,
  REPORT_DATA_PREFIX,
  REPORT_SOURCES,
  errorItem,
  listItems,
  type Endpoint,
  type ReportColumn,
  type ReportSource,
} from '@tolk/crm-contract';
import { STOCKHOLM } from '@tolk/core';
import { SOURCE_RULES, reportRows, statistics } from '../reports/aggregate.js';
import { agreementsOf, selectedAgreements } from '../reports/agreements.js';
import { periodOf, startOfMonthMs, type ReportPeriod } from '../reports/calendar.js';
import { ReportStore } from '../reports/report-store.js';
import { ExternalReportTickets } from '../reports/tickets.js';
import type { CustomerRow } from '../store/customers.js';
import { crmRoute, refuse } from './crm-route.js';
import { crmGetRoute } from './get-route.js';

/** The path of the external report page that GetLoginLinkExternalReport links to. */
export const EXTERNAL_REPORT_PATH = '/external-report';

interface ReportQuery {
  from: string;
  to: string;
  agreements?: string | null;
  groupColumns?: string | null;
}

/**
 * Reporting (docs/api.md, "Reporting"): CustomerStatistics for the KPI dashboard, the reporting
 * API's nine data sources, and the external report's link and page. Everything is computed from
 * the stored orders as of the mock's now, so the totals agree with what SearchOrders shows.
 */
export async function reportRoutes(app: FastifyInstance): Promise<void> {
  const store = new ReportStore(app.db);
  const tickets = new ExternalReportTickets();
  const now = () => {
    const nowMs = app.clock.now().epochMilliseconds;
    app.orderWorld.lifecycle.settle(nowMs);
    return nowMs;
  };
  const notAllowed = (customer: CustomerRow) => customer.kpi_reports !== 1;

  crmGetRoute(app, CustomerStatistics, { Statistics: null }, (query, { customer }) => {
    if (query.customerNumber.trim() !== customer.number) {
      return refuse(errorItem(ErrorCode.InvalidCustomerNumber, "customerNumber is not the token's customer"));
    }
    if (notAllowed(customer)) return refuse(errorItem(ErrorCode.KpiReportsNotAllowed));
    const period = periodOf(query.from, query.to);
    if (!period.ok) return refuse(errorItem(ErrorCode.InvalidDatetime, period.reason));
    now();
    return { Statistics: { dateFrom: query.from, dateTo: query.to, ...statistics(store.orderFacts(customer, period.period)) } };
  });

  const registerSource = (source: ReportSource) =>
    crmGetRoute(app, source.endpoint as Endpoint, { Rows: null, Agreements: null }, (query: ReportQuery, { customer }) => {
      if (notAllowed(customer)) return refuse(errorItem(ErrorCode.KpiReportsNotAllowed));
      const period = periodOf(query.from, query.to);
      if (!period.ok) return refuse(errorItem(ErrorCode.InvalidDatetime, period.reason));
      const asked = listItems(query.groupColumns) as ReportColumn[];
      const rows = sourceRows(
        source.source,
        asked.length > 0 ? asked : source.defaultColumns,
        customer,
        period.period,
        listItems(query.agreements).map(Number),
      );
      return { Rows: rows, Agreements: agreementsOf(customer.id) };
    });
  REPORT_SOURCES.forEach(registerSource);

  function sourceRows(
    source: string,
    columns: readonly ReportColumn[],
    customer: CustomerRow,
    period: ReportPeriod,
    agreements: number[],
  ) {
    const nowMs = now();
    const counts = SOURCE_RULES[source]!.counts;
    return reportRows(source, columns, {
      orders: counts === 'orders' ? store.orderFacts(customer, period) : [],
      deviations: counts === 'deviations' ? store.deviationFacts(customer, period, nowMs) : [],
      agreements: selectedAgreements(customer.id, agreements),
      context: { invoicedBeforeMs: startOfMonthMs(nowMs) },
    });
  }

  // Any other source: 404 with the answer's shape, so the portal's error handling reads it.
  app.get(`${REPORT_DATA_PREFIX}*`, async (request, reply) =>
    reply.code(404).send({
      Rows: null,
      Agreements: null,
      Errors: [errorItem(ErrorCode.UnknownReportSource, request.url.split('?')[0]!.slice(REPORT_DATA_PREFIX.length))],
    }),
  );

  crmRoute(app, GetLoginLinkExternalReport, { GetLoginLinkExternalReportUrl: null }, (_request, { customer }) => {
    if (notAllowed(customer!)) return refuse(errorItem(ErrorCode.KpiReportsNotAllowed));
    const ticket = tickets.issue(customer!.id, app.clock.now().epochMilliseconds);
    return { GetLoginLinkExternalReportUrl: `${ownOrigin(app)}${EXTERNAL_REPORT_PATH}?ticket=${encodeURIComponent(ticket)}` };
  });

  app.get<{ Querystring: { ticket?: unknown } }>(EXTERNAL_REPORT_PATH, async (request, reply) => {
    const ticket = typeof request.query.ticket === 'string' ? request.query.ticket : '';
    const customerId = tickets.customerOf(ticket, app.clock.now().epochMilliseconds);
    const customer = customerId ? app.customers.byId(customerId) : undefined;
    reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!customer)
      return reply
        .code(403)
        .send(
          page(
            'Länken har gått ut',
            '<p>Länken till rapporten är ogiltig eller har gått ut. Öppna rapporten igen från portalen.</p>',
          ),
        );
    return reply.send(externalReportPage(customer));
  });

  /** The external interpreter report: the last twelve whole months' performed assignments. */
  function externalReportPage(customer: CustomerRow): string {
    const today = Temporal.Instant.fromEpochMilliseconds(now()).toZonedDateTimeISO(STOCKHOLM).toPlainDate();
    const to = today.with({ day: 1 });
    const from = to.subtract({ months: 12 });
    const period = {
      fromMs: from.toZonedDateTime({ timeZone: STOCKHOLM }).epochMilliseconds,
      toMs: to.toZonedDateTime({ timeZone: STOCKHOLM }).epochMilliseconds,
    };
    const table = (title: string, column: ReportColumn) => {
      const rows = sourceRows('invoiced-assignment/by-monthv2', [column], customer, period, []);
      const body = rows
        .map(
          (r) =>
            `<tr><td>${escapeHtml(String(r[column]))}</td><td>${r.noOfAssignments}</td><td>${r.timeSpend}</td><td>${(r.invoicedAmount as number).toFixed(2)}</td></tr>`,
        )
        .join('');
      return `<h2>${title}</h2><table><thead><tr><th>${title}</th><th>Uppdrag</th><th>Minuter</th><th>Belopp (kr)</th></tr></thead><tbody>${body || '<tr><td colspan="4">Inga utförda uppdrag</td></tr>'}</tbody></table>`;
    };
    const last = to.subtract({ days: 1 });
    return page(
      'Tolkrapport',
      `<p>${escapeHtml(customer.name)} (kundnummer ${escapeHtml(customer.number)}), utförda uppdrag ${from.toString()} – ${last.toString()}.</p>` +
        table('Tolkningstyp', 'interpretationType') +
        table('Kompetensnivå', 'competenceLevel') +
        table('Månad', 'monthYear'),
    );
  }
}

/** Where this server is reached, for links to its own pages (the listening address; 127.0.0.1 for a wildcard). */
function ownOrigin(app: FastifyInstance): string {
  const address = app.server.address() as AddressInfo | string | null;
  if (address && typeof address === 'object') {
    const host = ['0.0.0.0', '::'].includes(address.address)
      ? '127.0.0.1'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address;
    return `http://${host}:${address.port}`;
  }
  return `http://${app.config.host}:${app.config.port}`;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="sv"><head><meta charset="utf-8"><title>${title}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#1c2127}table{border-collapse:collapse;margin-bottom:1.5rem}
th,td{border:1px solid #c5cbd3;padding:.3rem .6rem;text-align:left}td:not(:first-child){text-align:right}</style></head>
<body><h1>${title}</h1>${body}</body></html>`;
}
