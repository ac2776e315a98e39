import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { REPORTING_HEADERS, allEndpoints, errorMessages, interpreterEndpoints, type Endpoint } from '@tolk/crm-contract';
import { toJsonSchema, type JsonSchema } from './json-schema.js';

/** The OpenAPI document of the simulated CRM, built from the same codecs that validate it. */
export function openApiDocument() {
  const paths = Object.fromEntries(
    [...allEndpoints, ...interpreterEndpoints].map((endpoint: Endpoint) => [
      endpoint.path,
      {
        [endpoint.method.toLowerCase()]: {
          operationId: endpoint.name,
          summary: endpoint.summary,
          description: `Authentication: ${endpoint.authentication}. Refusals answer HTTP 200 with a non-empty Errors list.`,
          ...(endpoint.method === 'GET'
            ? { parameters: getParameters(endpoint) }
            : { requestBody: { required: true, content: { 'application/json': { schema: toJsonSchema(endpoint.request) } } } }),
          responses: {
            200: { description: 'Answer', content: { 'application/json': { schema: toJsonSchema(endpoint.response) } } },
          },
        },
      },
    ]),
  );
  const catalogue = Object.entries(errorMessages)
    .map(([code, message]) => `- ${code}: ${message}`)
    .join('\n');
  return {
    openapi: '3.0.3',
    info: {
      title: 'Tolkportal mock CRM',
      version: '1.14.4',
      description: `The provider's CRM web service as Tolkportal uses it.\n\nError codes:\n${catalogue}`,
    },
    paths,
  };
}

/** A GET call's input: its request codec as query parameters, who calls as headers (docs/api.md, "Reporting"). */
function getParameters(endpoint: Endpoint) {
  const schema = toJsonSchema(endpoint.request) as { properties?: Record<string, JsonSchema>; required?: string[] };
  const query = Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: (schema.required ?? []).includes(name),
    schema: property,
  }));
  const headers =
    endpoint.authentication === 'token'
      ? [REPORTING_HEADERS.token]
      : endpoint.authentication === 'api-key'
        ? [REPORTING_HEADERS.apiKey, REPORTING_HEADERS.customerNumber]
        : [];
  return [...query, ...headers.map((name) => ({ name, in: 'header', required: true, schema: { type: 'string' } }))];
}

export async function docsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(swagger, { mode: 'static', specification: { document: openApiDocument() as never } });
  await app.register(swaggerUi, { routePrefix: '/docs' });
}
