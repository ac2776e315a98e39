import type { FastifyInstance } from 'fastify';
import { decodeWithCodes, interpreterEndpoints, type Endpoint } from '@tolk/crm-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARIA, logInInterpreter, mailedTicket, requestLink, type InterpreterSession } from '../interpreter/testing.js';
import { call } from '../testing.js';
import { OrderSession, advance, buildOrdersApp, setClock } from './orders-testing.js';

describe('every interpreter call of the contract', () => {
  let app: FastifyInstance;
  let maria: InterpreterSession;
  const samples: Record<string, () => Promise<Record<string, unknown>>> = {};

  beforeAll(async () => {
    app = await buildOrdersApp();
    setClock(app, '2026-11-23 10:00:00');
    const customer = await OrderSession.start(app);
    maria = await logInInterpreter(app, MARIA);
    const offered = async (from: string, to: string, overrides: Record<string, unknown> = {}) => {
      const { order } = await customer.order({ skill: 'Spanska', service: 'Kontakttolkning', from, to }, overrides);
      advance(app, 3);
      return (await maria.requestFor(order.OrderNumber))!.ResourceRequestIdentifier;
    };
    const toAccept = await offered('2026-11-24 08:00:00', '2026-11-24 09:00:00');
    const toDecline = await offered('2026-11-24 10:00:00', '2026-11-24 11:00:00');
    const accepted = await offered('2026-11-24 12:00:00', '2026-11-24 13:00:00', {
      AttachmentData: [
        {
          Attachment: 'JVBERi0xLjQK',
          AttachmentContentType: 'application/pdf',
          AttachmentFilename: 'kallelse.pdf',
          Description: null,
        },
      ],
    });
    const { WorkAssignmentIdentifier: id } = await maria.accept(accepted);
    const { WorkAssignmentIdentifier: toReport } = await maria.accept(
      await offered('2026-11-24 14:00:00', '2026-11-24 15:00:00'),
    );
    const anException = {
      DatetimeFrom: '2026-11-30 10:00:00',
      DatetimeTo: '2026-11-30 11:00:00',
      ArticleType: 3,
      AvailableForOnSite: true,
      AvailableForPhone: true,
    };
    const exceptionId = async () =>
      ((await maria.call('CreateAvailabilityException', anException)).Exception as { ExceptionIdentifier: string })
        .ExceptionIdentifier;
    Object.assign(samples, {
      RequestInterpreterLoginLink: async () => ({ Email: MARIA.email, InterpreterNumber: MARIA.number }),
      ValidateInterpreterLoginLink: async () => {
        await requestLink(app, MARIA.email, MARIA.number);
        return { LoginTicket: mailedTicket(app, MARIA.email) };
      },
      RenewInterpreterToken: async () => {
        // Past the link limit's window: this is the fourth link in a few minutes.
        advance(app, 16);
        await requestLink(app, MARIA.email, MARIA.number);
        const { RenewalKey } = (
          await call(app, '/CRMInterpreter/ValidateInterpreterLoginLink', { LoginTicket: mailedTicket(app, MARIA.email) })
        ).body;
        return { InterpreterNumber: MARIA.number, RenewalKey };
      },
      GetInterpreter: async () => ({ Token: maria.token }),
      GetAssignmentPreferences: async () => ({ Token: maria.token }),
      SaveAssignmentPreferences: async () => ({
        Token: maria.token,
        AgreementIds: [4, 22],
        ArticleIdentifiers: [],
        BusinessAreaIds: [],
      }),
      GetResourceRequests: async () => ({ Token: maria.token }),
      AcceptResourceRequest: async () => ({ Token: maria.token, ResourceRequestIdentifier: toAccept }),
      DeclineResourceRequest: async () => ({ Token: maria.token, ResourceRequestIdentifier: toDecline }),
      GetWorkAssignments: async () => ({ Token: maria.token, Category: 'upcoming' }),
      GetWorkAssignment: async () => ({ Token: maria.token, WorkAssignmentIdentifier: id }),
      GetWorkAssignmentAttachment: async () => {
        const { Attachments } = (await maria.assignment(id as string)).WorkAssignment as {
          Attachments: { AttachmentReference: string }[];
        };
        return { Token: maria.token, WorkAssignmentIdentifier: id, AttachmentReference: Attachments[0]!.AttachmentReference };
      },
      UpdateWorkAssignmentStatus: async () => ({ Token: maria.token, WorkAssignmentIdentifier: id, Action: 'start-trip' }),
      UpdateInterpreterPhone: async () => ({ Token: maria.token, PhoneNumberMobile: '070-111 22 33' }),
      GetInterpreterNotifications: async () => ({ Token: maria.token, DoOnlyIncludeUnreadNotifications: false }),
      SetInterpreterNotificationReadStatus: async () => {
        const [first] = (await maria.call('GetInterpreterNotifications', { DoOnlyIncludeUnreadNotifications: false }))
          .Notifications as { NotificationIdentifier: string }[];
        return { Token: maria.token, NotificationIdentifier: first!.NotificationIdentifier, IsRead: true };
      },
      // Availability (issue 16): after the time report's sample, so on 2026-11-24 16:00; the days ahead.
      GetAvailabilityDefaults: async () => ({ Token: maria.token }),
      SaveAvailabilityDefaults: async () => ({
        Token: maria.token,
        Weekdays: [
          {
            Weekday: 1,
            TimeSlots: [
              {
                TimeFrom: '08:00',
                TimeTo: '12:00',
                IsAvailable: true,
                ArticleType: 2,
                AvailableForOnSite: false,
                AvailableForPhone: true,
              },
            ],
          },
        ],
      }),
      GetAvailabilityExceptions: async () => ({ Token: maria.token, DateFrom: '2026-11-30', DateTo: '2026-12-06' }),
      CreateAvailabilityException: async () => ({ Token: maria.token, ...anException }),
      UpdateAvailabilityException: async () => ({
        Token: maria.token,
        ExceptionIdentifier: await exceptionId(),
        ...anException,
        ArticleType: 1,
        AvailabilityType: 'available',
      }),
      DeleteAvailabilityException: async () => ({ Token: maria.token, ExceptionIdentifier: await exceptionId() }),
      GetAcuteAvailability: async () => ({ Token: maria.token }),
      SetAcuteAvailability: async () => ({
        Token: maria.token,
        DurationMinutes: 60,
        AvailableForOnSite: false,
        AvailableForPhone: true,
      }),
      ClearAcuteAvailability: async () => ({ Token: maria.token }),
      // The last sample: past the assignment's end, which the lifecycle then marks performed.
      SubmitWorkAssignmentTimeReport: async () => {
        setClock(app, '2026-11-24 16:00:00');
        return {
          Token: maria.token,
          WorkAssignmentIdentifier: toReport,
          DatetimeStarted: '2026-11-24 14:00:00',
          DatetimeEnded: '2026-11-24 15:00:00',
          BreakMinutes: 0,
          IsHomeTrip: false,
          NoSignatureReason: 'Kunden hade gått',
        };
      },
    });
  });
  afterAll(() => app.close());

  it('documents each in the OpenAPI page', async () => {
    const paths = (await app.inject({ method: 'GET', url: '/docs/json' })).json<{ paths: Record<string, unknown> }>().paths;
    expect(interpreterEndpoints.map((e) => e.path).filter((path) => !(path in paths))).toEqual([]);
  });

  it('has a sample here for each', () => {
    expect(interpreterEndpoints.map((e) => e.name).filter((name) => !(name in samples))).toEqual([]);
  });

  for (const endpoint of interpreterEndpoints as readonly Endpoint[]) {
    it(`${endpoint.name} answers a valid request with HTTP 200 and a contract answer without Errors`, async () => {
      const body = await samples[endpoint.name]!();
      expect(decodeWithCodes(endpoint.request, { ApiKey: app.config.apiKey, ...body }).ok).toBe(true);
      const answer = await call(app, endpoint.path, body);
      expect(answer.status).toBe(200);
      expect(answer.body.Errors).toBeNull();
      const decoded = decodeWithCodes(endpoint.response, answer.body);
      expect(decoded.ok ? [] : decoded.errors).toEqual([]);
    });
  }
});
