import type { FastifyInstance } from 'fastify';
import {
  AcceptResourceRequest,
  DeclineResourceRequest,
  ErrorCode,
  GetInterpreter,
  GetResourceRequests,
  GetWorkAssignment,
  GetWorkAssignmentAttachment,
  GetWorkAssignments,
  RenewInterpreterToken,
  RequestInterpreterLoginLink,
  SubmitWorkAssignmentTimeReport,
  UpdateWorkAssignmentStatus,
  ValidateInterpreterLoginLink,
  errorItem,
} from '@tolk/crm-contract';
import { LOGIN_LINK_LIFETIME_MS } from '../interpreter/login-links.js';
import { interpreterAvailabilityRoutes } from './interpreter-availability.js';
import { interpreterPreferenceRoutes } from './interpreter-preferences.js';
import { crmRoute, refuse } from './crm-route.js';

/** Where a login link leads: the interpreter portal's login page, which hands the ticket to the gateway. */
export const interpreterLoginUrl = (portalUrl: string, ticket: string) => `${portalUrl}/interpreter/login?ticket=${ticket}`;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The interpreter's calls (docs/api.md, "The interpreter's calls"; issue 15). */
export async function interpreterRoutes(app: FastifyInstance): Promise<void> {
  const { links, desk } = app.interpreterSide;
  const world = app.orderWorld;
  /** Now, with the orders settled to it: offers expire and pass on before anyone reads them. */
  const now = () => {
    const nowMs = app.clock.nowMs();
    world.lifecycle.settle(nowMs);
    return nowMs;
  };

  crmRoute(app, RequestInterpreterLoginLink, { IsSuccess: false }, (request) => {
    const interpreter = desk.portalUser(request.Email, request.InterpreterNumber);
    // The dictionary's "invalid interpreter number or password" (spec 3 §8).
    if (!interpreter) return refuse(errorItem(ErrorCode.InvalidResourceNumber));
    const nowMs = app.clock.nowMs();
    const ticket = links.issue(interpreter.id, nowMs);
    if (!ticket) return refuse(errorItem(ErrorCode.TooManyRequests, 'wait a few minutes before asking for another link'));
    const link = interpreterLoginUrl(app.config.resetLinks.portalUrl, ticket);
    app.mailOutbox.add({
      sentMs: nowMs,
      to: interpreter.email!,
      subject: 'Din inloggningslänk till Tolkportalen',
      content:
        `<p>Hej ${escapeHtml(interpreter.first_name)}!</p>` +
        `<p>Öppna länken inom ${LOGIN_LINK_LIFETIME_MS / 60_000} minuter för att logga in. Den fungerar en gång:</p>` +
        `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` +
        '<p>Har du inte bett om en inloggningslänk kan du bortse från det här mejlet.</p>',
    });
    return { IsSuccess: true };
  });

  crmRoute(app, ValidateInterpreterLoginLink, { Token: null, InterpreterNumber: null, RenewalKey: null }, (request) => {
    const nowMs = app.clock.nowMs();
    const redeemed = links.redeem(request.LoginTicket.trim(), nowMs);
    if ('refused' in redeemed) {
      const code = {
        unknown: ErrorCode.InterpreterLinkInvalid,
        used: ErrorCode.InterpreterLinkAlreadyUsed,
        expired: ErrorCode.InterpreterLinkExpired,
      }[redeemed.refused];
      return refuse(errorItem(code));
    }
    return {
      Token: app.interpreterSessions.issue(redeemed.interpreterId, nowMs),
      InterpreterNumber: desk.interpreter(redeemed.interpreterId)!.number,
      RenewalKey: app.interpreterSessions.issueRenewalKey(redeemed.interpreterId, nowMs),
    };
  });

  crmRoute(app, RenewInterpreterToken, { Token: null }, (request) => {
    const nowMs = app.clock.nowMs();
    const interpreterId = app.interpreterSessions.renewalKeyOf(request.RenewalKey, nowMs);
    // The key and the number must name the same interpreter.
    if (!interpreterId || desk.interpreter(interpreterId)?.number !== request.InterpreterNumber.trim())
      return refuse(errorItem(ErrorCode.RenewalKeyInvalid));
    return { Token: app.interpreterSessions.issue(interpreterId, nowMs) };
  });

  crmRoute(app, GetInterpreter, { Interpreter: null }, (_request, { interpreterId }) => ({
    Interpreter: desk.profile(interpreterId!),
  }));

  crmRoute(app, GetResourceRequests, { ResourceRequests: null }, (_request, { interpreterId }) => {
    const requests = desk.openRequests(interpreterId!, now());
    return { ResourceRequests: requests.length === 0 ? null : requests };
  });

  crmRoute(app, AcceptResourceRequest, { WorkAssignmentIdentifier: null }, (request, { interpreterId }) => {
    const accepted = desk.accept(interpreterId!, request.ResourceRequestIdentifier.trim(), now());
    return 'ErrorCode' in accepted ? refuse(accepted) : { WorkAssignmentIdentifier: accepted.workAssignmentId };
  });

  crmRoute(app, DeclineResourceRequest, { IsSuccess: false }, (request, { interpreterId }) => {
    const declined = desk.decline(interpreterId!, request.ResourceRequestIdentifier.trim(), now());
    if (declined !== true) return refuse(declined);
    // Passed on at once: the next interpreter's offer exists when this answer leaves.
    now();
    return { IsSuccess: true };
  });

  crmRoute(app, GetWorkAssignments, { WorkAssignments: null }, (request, { interpreterId }) => {
    now();
    const assignments = desk.assignments(interpreterId!, {
      category: request.Category ?? null,
      number: request.WorkAssignmentNumber?.trim() || null,
    });
    return { WorkAssignments: assignments.length === 0 ? null : assignments };
  });

  crmRoute(app, GetWorkAssignment, { WorkAssignment: null }, (request, { interpreterId }) => {
    const assignment = desk.assignment(interpreterId!, request.WorkAssignmentIdentifier, now());
    return 'ErrorCode' in assignment ? refuse(assignment) : { WorkAssignment: assignment };
  });

  crmRoute(app, GetWorkAssignmentAttachment, { Attachment: null }, (request, { interpreterId }) => {
    const file = desk.attachment(interpreterId!, request.WorkAssignmentIdentifier, request.AttachmentReference);
    return 'ErrorCode' in file ? refuse(file) : { Attachment: file };
  });

  crmRoute(app, UpdateWorkAssignmentStatus, { WorkAssignment: null }, (request, { interpreterId }) => {
    const nowMs = now();
    const updated = desk.act(interpreterId!, request.WorkAssignmentIdentifier, request.Action, request.Reason ?? null, nowMs);
    return 'ErrorCode' in updated ? refuse(updated) : { WorkAssignment: updated };
  });

  crmRoute(app, SubmitWorkAssignmentTimeReport, { WorkAssignment: null }, (request, { interpreterId }) => {
    const submitted = desk.submitTimeReport(interpreterId!, request, now());
    return Array.isArray(submitted) ? refuse(...submitted) : { WorkAssignment: submitted };
  });

  // GetAssignmentPreferences, SaveAssignmentPreferences (spec 3 §2's assignment chooser).
  interpreterPreferenceRoutes(app);
  // The weekly default, the exceptions and "Tolka nu" (issue 16).
  interpreterAvailabilityRoutes(app);
}
