import { ErrorCode, errorItem, type ErrorCodeValue, type ErrorItem } from '@tolk/crm-contract';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';

/** The gateway answers its own refusals in the catalogue's shape, so the portal words them. */
export const errorBody = (...errors: ErrorItem[]) => ({ Errors: errors });

export function refuse(reply: FastifyReply, status: number, code: ErrorCodeValue, detail?: string): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .send(errorBody(errorItem(code, detail)));
}

/** How deep a JSON body may nest: far above any call's (an order is five levels). */
export const MAX_JSON_DEPTH = 64;

/**
 * The deepest nesting of a JSON text, counted without parsing (strings skipped), stopping as soon
 * as it passes `limit`: a body nested 200,000 deep is refused before JSON.parse recurses into it.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      if (++depth > limit) return true;
    } else if (c === 125 || c === 93) depth--;
  }
  return false;
}

/**
 * JSON bodies parsed here: too deep or malformed is 400 with 2004; and Fastify's own refusals
 * (wrong content type, too large) in the catalogue's shape with their documented codes.
 */
export function catalogueShapedErrors(app: FastifyInstance): void {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = body as string;
    if (text.trim() === '') return done(null, undefined);
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) return done(badJson('nested too deeply'), undefined);
    try {
      done(null, JSON.parse(text) as unknown);
    } catch {
      done(badJson('malformed JSON'), undefined);
    }
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (error.code === 'TOLK_BAD_JSON') return refuse(reply, 400, ErrorCode.UnexpectedDataType, error.message);
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return refuse(reply, 415, ErrorCode.UnsupportedContentType);
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return refuse(reply, 413, ErrorCode.BodyTooLarge);
    if (status === 429) return refuse(reply, 429, ErrorCode.TooManyRequests);
    if (status >= 400 && status < 500) return refuse(reply, status, ErrorCode.UnexpectedDataType, error.message);
    request.log.error({ err: error }, 'gateway error');
    return refuse(reply, 500, ErrorCode.UnhandledCriticalError);
  });
}

function badJson(detail: string): FastifyError {
  return Object.assign(new Error(detail), { code: 'TOLK_BAD_JSON', statusCode: 400, name: 'BadJson' }) as FastifyError;
}
