/// <reference lib="webworker" />
import { reportRangeOfIso, type SessionStore } from '@tolk/core';
import { CrmReports, CrmTransport, ErrorLog } from '@tolk/crm-client';
import { ReportEngine } from './report-aggregation.js';
import type { WorkerEffect, WorkerReply, WorkerRequest, WorkerTransportSettings } from './worker-protocol.js';

/**
 * The report's fetching and engine off the main thread (spec 3 §2; DESIGN.md: no report ever
 * freezes the page): the reporting calls go through a transport of their own here, so that a large
 * answer is parsed, checked against the contract and decoded in the worker. The browser sends the
 * session cookie from here as from the page. What that transport would do to the page (a toast,
 * the end of the session) is sent to the main thread as an effect; the error log is sent from here.
 * The tables' rows stay here too: the page gets the page of each table it shows, and an export's
 * workbook is written here and its bytes transferred, so that no large table is ever copied to,
 * sorted or written on the main thread.
 */
const engine = new ReportEngine();
const scope = self as unknown as DedicatedWorkerGlobalScope;
const reply = (message: WorkerReply, transfer: Transferable[] = []) => scope.postMessage(message, transfer);
const effect = (effect: WorkerEffect) => reply({ id: 0, kind: 'effect', effect });

let reports: CrmReports | null = null;
function reportsFor(settings: WorkerTransportSettings): CrmReports {
  if (reports) return reports;
  const errorLog = new ErrorLog({ baseUrl: settings.baseUrl, environment: settings.environment, portal: 'client-portal' });
  // Only the end of the session clears it, and that is the main thread's to do.
  const sessions: SessionStore = { load: () => null, save: () => undefined, clear: () => undefined };
  const transport = new CrmTransport({
    baseUrl: settings.baseUrl,
    sessions,
    notifier: { notify: (problem) => effect({ kind: 'notify', problem }) },
    errorLog,
    onSessionEnded: (reason) => effect({ kind: 'session-ended', reason }),
  });
  // The reporting calls do not name the customer (the gateway adds it from the session).
  reports = new CrmReports(transport, () => '', errorLog);
  return reports;
}

scope.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  try {
    if (request.kind === 'extract') {
      const range = reportRangeOfIso(request.range);
      await engine.extract(request.definitionId, reportsFor(request.settings), range, request.agreementIds, (done, total) =>
        reply({ id: request.id, kind: 'fetched', done, total }),
      );
      reply({ id: request.id, kind: 'loaded' });
    } else if (request.kind === 'views') {
      reply({ id: request.id, kind: 'views', views: engine.views(request.filter, request.queries) });
    } else if (request.kind === 'page') {
      reply({ id: request.id, kind: 'page', table: engine.page(request.tableId, request.query) });
    } else {
      const bytes = await engine.workbook(request.sheets);
      reply({ id: request.id, kind: 'workbook', bytes }, [bytes]);
    }
  } catch (error) {
    reply({ id: request.id, kind: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
};
