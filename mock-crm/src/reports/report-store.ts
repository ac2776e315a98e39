import type { Database, Statement } from 'better-sqlite3';
import { deviationStatusAt } from '../follow-up/deviation-status.js';
import type { CustomerRow } from '../store/customers.js';
import type { ReportPeriod } from './calendar.js';
import type { DeviationFact, OrderChannel, OrderFact, OrderState } from './facts.js';

interface FactRow {
  start_ms: number;
  end_ms: number;
  ordered_ms: number;
  status: OrderState;
  late_cancellation: number;
  had_interpreter: number;
  service_name: string;
  is_remote: number;
  skill_name: string;
  substitute_skill: string | null;
  competence_level: number | null;
  customer_reference: string | null;
  county: string | null;
  city: string | null;
  client_unit: string | null;
  channel: OrderChannel;
  auto_assign: number;
  started_ms: number | null;
  ended_ms: number | null;
  break_minutes: number | null;
  travel_to_seconds: number | null;
  travel_from_seconds: number | null;
  distance_to_km: number | null;
  distance_from_km: number | null;
}

interface DeviationRow extends FactRow {
  arrived_ms: number;
  answer_due_ms: number;
  cause: string | null;
}

const FACT_COLUMNS = `o.start_ms, o.end_ms, COALESCE(o.submitted_ms, o.created_ms) AS ordered_ms, o.status, o.late_cancellation,
  (o.interpreter_id IS NOT NULL OR o.previous_interpreter_id IS NOT NULL) AS had_interpreter,
  o.service_name, o.is_remote, o.skill_name, sub.name AS substitute_skill,
  COALESCE(i.competence_level, o.competence_level) AS competence_level,
  o.customer_reference, o.county, o.city, r.name AS client_unit,
  COALESCE(ch.channel, 'web') AS channel, COALESCE(ch.is_auto_assign, 0) AS auto_assign,
  tr.started_ms, tr.ended_ms, tr.break_minutes, tr.travel_to_seconds, tr.travel_from_seconds, tr.distance_to_km, tr.distance_from_km`;

const FACT_JOINS = `LEFT JOIN interpreters i ON i.id = o.interpreter_id
  LEFT JOIN skills sub ON sub.id = o.substitute_skill_id
  LEFT JOIN invoice_receivers r ON r.id = o.invoice_receiver_id
  LEFT JOIN order_channels ch ON ch.order_id = o.id
  LEFT JOIN time_reports tr ON tr.order_id = o.id`;

/**
 * Reads the stored orders (and deviations) of one customer as report facts. The period is by the
 * order's start: an order starting in it counts, the way SearchOrders lists the same orders.
 * Statements are prepared once.
 */
export class ReportStore {
  private readonly orders: Statement;
  private readonly deviations: Statement;

  constructor(db: Database) {
    this.orders = db.prepare(
      `SELECT ${FACT_COLUMNS} FROM orders o ${FACT_JOINS}
       WHERE o.customer_id = @customerId AND o.start_ms >= @fromMs AND o.start_ms < @toMs`,
    );
    this.deviations = db.prepare(
      `SELECT ${FACT_COLUMNS}, d.arrived_ms, d.answer_due_ms, cr.name AS cause
       FROM deviations d JOIN orders o ON o.id = d.order_id ${FACT_JOINS}
       LEFT JOIN complaint_reasons_delivery cr ON cr.id = d.complaint_reason_id
       WHERE d.customer_id = @customerId AND o.customer_id = @customerId AND o.start_ms >= @fromMs AND o.start_ms < @toMs
         AND d.arrived_ms <= @nowMs`,
    );
  }

  orderFacts(customer: CustomerRow, period: ReportPeriod): OrderFact[] {
    const rows = this.orders.all({ customerId: customer.id, fromMs: period.fromMs, toMs: period.toMs }) as FactRow[];
    return rows.map((row) => factOf(row, customer));
  }

  /** Deviations arrived by `nowMs` on the customer's orders of the period, with their status as of then. */
  deviationFacts(customer: CustomerRow, period: ReportPeriod, nowMs: number): DeviationFact[] {
    const rows = this.deviations.all({
      customerId: customer.id,
      fromMs: period.fromMs,
      toMs: period.toMs,
      nowMs,
    }) as DeviationRow[];
    return rows.map((row) => ({
      order: factOf(row, customer),
      cause: row.cause,
      status: deviationStatusAt(row.arrived_ms, row.answer_due_ms, nowMs),
      answeredMs: row.answer_due_ms,
    }));
  }
}

function factOf(row: FactRow, customer: CustomerRow): OrderFact {
  const reported = row.started_ms !== null && row.ended_ms !== null;
  return {
    startMs: row.start_ms,
    endMs: row.end_ms,
    orderedMs: row.ordered_ms,
    state: row.status,
    lateCancellation: row.late_cancellation === 1,
    hadInterpreter: row.had_interpreter === 1,
    serviceName: row.service_name,
    isRemote: row.is_remote === 1,
    skill: row.skill_name,
    substituteSkill: row.substitute_skill,
    competenceLevel: row.competence_level,
    customerReference: row.customer_reference,
    county: row.county,
    city: row.city,
    // The ordering unit is the customer (its number and name); the client unit the invoice receiver, else the department.
    orderUnitNumber: customer.number,
    orderUnitName: customer.name,
    clientUnitName: row.client_unit ?? customer.department ?? customer.name,
    channel: row.channel,
    autoAssign: row.auto_assign === 1,
    timeReport: reported
      ? {
          workedMinutes: Math.max(0, Math.round((row.ended_ms! - row.started_ms!) / 60_000) - (row.break_minutes ?? 0)),
          travelMinutes: Math.round(((row.travel_to_seconds ?? 0) + (row.travel_from_seconds ?? 0)) / 60),
          kilometreTenths: Math.round(((row.distance_to_km ?? 0) + (row.distance_from_km ?? 0)) * 10),
        }
      : null,
  };
}
