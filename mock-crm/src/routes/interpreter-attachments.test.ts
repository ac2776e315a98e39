import type { FastifyInstance } from 'fastify';
import type { OrderWire } from '@tolk/crm-contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { INTERPRETER_PATH, type InterpreterSession } from '../interpreter/testing.js';
import { call } from '../testing.js';
import { INTERPRETER_TESTS_NOW, ORDER_SLOTS, interpreterWorld } from './interpreter-world.js';
import { type OrderSession, advance, codes, setClock } from './orders-testing.js';

const NOW = INTERPRETER_TESTS_NOW;
const PDF = Buffer.from('%PDF-1.4 kallelse\n').toString('base64');
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const attachment = (filename: string, contentType: string, base64: string, description: string | null = null) => ({
  Attachment: base64,
  AttachmentContentType: contentType,
  AttachmentFilename: filename,
  Description: description,
});

type Listed = {
  AttachmentReference: string;
  AttachmentFilename: string;
  AttachmentContentType: string;
  Description: string | null;
};

describe("the order's attachments on the interpreter's assignment (spec 3 §2 assignment detail)", () => {
  let app: FastifyInstance;
  let customer: OrderSession;
  let carlos: InterpreterSession;
  let maria: InterpreterSession;
  let slot = 0;

  /** A Spanish on-site order with these files, offered to Maria; accepted by her unless told not to. */
  async function orderForMaria(files: ReturnType<typeof attachment>[], accept = true): Promise<{ id: string; order: OrderWire }> {
    setClock(app, NOW);
    const { order } = await customer.order(
      { skill: 'Spanska', service: 'Kontakttolkning', ...ORDER_SLOTS[slot++]! },
      files.length > 0 ? { AttachmentData: files } : {},
    );
    advance(app, 3);
    if (!accept) return { id: `WA-${order.OrderNumber}`, order };
    const request = (await maria.requestFor(order.OrderNumber))!;
    const accepted = await maria.accept(request.ResourceRequestIdentifier);
    return { id: accepted.WorkAssignmentIdentifier as string, order };
  }

  const listed = async (who: InterpreterSession, id: string) =>
    ((await who.assignment(id)).WorkAssignment as { Attachments: Listed[] | null }).Attachments;
  const download = (who: InterpreterSession, id: string, reference: string) =>
    who.call('GetWorkAssignmentAttachment', { WorkAssignmentIdentifier: id, AttachmentReference: reference });

  beforeAll(async () => {
    ({ app, customer, carlos, maria } = await interpreterWorld(NOW));
  });
  afterAll(() => app.close());
  beforeEach(() => setClock(app, NOW));

  it('lists the files the customer attached, in their order, and downloads each as it was sent', async () => {
    const { id } = await orderForMaria([
      attachment('kallelse.pdf', 'application/pdf', PDF, 'Kallelsen till mötet'),
      attachment('karta.png', 'image/png', PNG),
    ]);
    const files = await listed(maria, id);
    expect(files).toEqual([
      {
        AttachmentReference: expect.any(String),
        AttachmentFilename: 'kallelse.pdf',
        AttachmentContentType: 'application/pdf',
        Description: 'Kallelsen till mötet',
      },
      {
        AttachmentReference: expect.any(String),
        AttachmentFilename: 'karta.png',
        AttachmentContentType: 'image/png',
        Description: null,
      },
    ]);
    const pdf = await download(maria, id, files![0]!.AttachmentReference);
    expect(pdf).toEqual({
      Attachment: { AttachmentFile: PDF, AttachmentFilename: 'kallelse.pdf', AttachmentContentType: 'application/pdf' },
      Errors: null,
    });
    expect(
      ((await download(maria, id, files![1]!.AttachmentReference)).Attachment as { AttachmentFile: string }).AttachmentFile,
    ).toBe(PNG);
  });

  it('lists none as null when the order has no attachment', async () => {
    const { id } = await orderForMaria([]);
    expect(await listed(maria, id)).toBeNull();
  });

  it("refuses another interpreter's assignment (3001), and an order only offered, not yet accepted", async () => {
    const { id } = await orderForMaria([attachment('kallelse.pdf', 'application/pdf', PDF)]);
    const [file] = (await listed(maria, id))!;
    const refused = await download(carlos, id, file!.AttachmentReference);
    expect(codes(refused)).toEqual([3001]);
    expect(refused.Attachment).toBeNull();
    expect(codes(await carlos.assignment(id))).toEqual([3001]);

    const offered = await orderForMaria([attachment('intyg.pdf', 'application/pdf', PDF)], false);
    expect(codes(await maria.assignment(offered.id))).toEqual([3001]);
    const [customersFile] = (await customer.byNumber(offered.order.OrderNumber)).Attachments!;
    expect(codes(await download(maria, offered.id, customersFile!.AttachmentReference))).toEqual([3001]);
  });

  it("refuses a reference that is not one of that order's attachments (3003), even the interpreter's other assignment's", async () => {
    const first = await orderForMaria([attachment('kallelse.pdf', 'application/pdf', PDF)]);
    const second = await orderForMaria([attachment('karta.png', 'image/png', PNG)]);
    const [otherFile] = (await listed(maria, second.id))!;
    expect(codes(await download(maria, first.id, otherFile!.AttachmentReference))).toEqual([3003]);
    expect(codes(await download(maria, first.id, 'no-such-file'))).toEqual([3003]);
  });

  it("refuses a customer's token (1003): the customer has GetAttachmentCustomer", async () => {
    const { id } = await orderForMaria([attachment('kallelse.pdf', 'application/pdf', PDF)]);
    const [file] = (await listed(maria, id))!;
    const { body } = await call(app, INTERPRETER_PATH('GetWorkAssignmentAttachment'), {
      Token: customer.token,
      WorkAssignmentIdentifier: id,
      AttachmentReference: file!.AttachmentReference,
    });
    expect(codes(body)).toEqual([1003]);
    expect(body.Attachment).toBeNull();
  });
});
