/// <reference lib="webworker" />
import { ReportEngine } from './report-aggregation.js';
import type { WorkerReply, WorkerRequest } from './worker-protocol.js';

/** The report engine off the main thread (spec 3 §2; DESIGN.md: no report ever freezes the page). */
const engine = new ReportEngine();
const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  let reply: WorkerReply;
  try {
    if (request.kind === 'load') {
      engine.load(request.definitionId, request.sources);
      reply = { id: request.id, kind: 'loaded' };
    } else {
      reply = { id: request.id, kind: 'views', views: engine.views(request.filter) };
    }
  } catch (error) {
    reply = { id: request.id, kind: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
  scope.postMessage(reply);
};
