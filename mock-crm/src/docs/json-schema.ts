import * as t from 'io-ts';

export type JsonSchema = Record<string, unknown>;

/**
 * The JSON Schema of an io-ts codec, for the OpenAPI page. It covers the codec kinds the contract
 * uses; a refinement (Text(300), CrmDateTime ...) shows as its base type with its name.
 */
export function toJsonSchema(codec: t.Mixed): JsonSchema {
  if (codec instanceof t.ExactType) return toJsonSchema(codec.type);
  if (codec instanceof t.InterfaceType) return objectSchema(codec.props, true);
  if (codec instanceof t.PartialType) return objectSchema(codec.props, false);
  if (codec instanceof t.IntersectionType) return mergeObjects((codec.types as t.Mixed[]).map(toJsonSchema));
  if (codec instanceof t.UnionType) return { anyOf: (codec.types as t.Mixed[]).map(toJsonSchema) };
  if (codec instanceof t.ArrayType) return { type: 'array', items: toJsonSchema(codec.type) };
  if (codec instanceof t.KeyofType) return { type: 'string', enum: Object.keys(codec.keys) };
  if (codec instanceof t.LiteralType) return { const: codec.value };
  if (codec instanceof t.NullType) return { type: 'null' };
  if (codec instanceof t.StringType) return { type: 'string' };
  if (codec instanceof t.NumberType) return { type: 'number' };
  if (codec instanceof t.BooleanType) return { type: 'boolean' };
  if (codec instanceof t.UnknownType) return {};
  return { description: codec.name, ...refinementBase(codec.name) };
}

function objectSchema(props: t.Props, required: boolean): JsonSchema {
  const properties = Object.fromEntries(Object.entries(props).map(([key, value]) => [key, toJsonSchema(value)]));
  return { type: 'object', properties, ...(required ? { required: Object.keys(props) } : {}) };
}

function mergeObjects(schemas: JsonSchema[]): JsonSchema {
  const properties = Object.assign({}, ...schemas.map((s) => s.properties ?? {}));
  const required = schemas.flatMap((s) => (s.required as string[] | undefined) ?? []);
  return { type: 'object', properties, required, additionalProperties: false };
}

function refinementBase(name: string): JsonSchema {
  const limit = /\((\d+)\)/.exec(name)?.[1];
  if (name.startsWith('Text')) return { type: 'string', maxLength: Number(limit) };
  if (name.startsWith('Email')) return { type: 'string', format: 'email', maxLength: Number(limit) };
  if (name.startsWith('Phone')) return { type: 'string', pattern: '^[\\d\\s()+-]*$', maxLength: Number(limit) };
  if (name === 'CrmDateTime') return { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$' };
  if (name === 'CrmTime') return { type: 'string', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' };
  if (name === 'CrmDate') return { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' };
  if (name === 'PostalCode') return { type: 'integer', minimum: 10000, maximum: 99999 };
  if (name === 'Base64') return { type: 'string', contentEncoding: 'base64' };
  if (name === 'ReportDate') return { type: 'string', pattern: '^\\d{2}-\\d{2}-\\d{4}$' };
  if (name === 'AgreementIds') return { type: 'string', pattern: '^(\\d+(,\\d+)*)?$' };
  if (name.startsWith('GroupColumns('))
    return { type: 'string', description: `comma-separated: ${name.slice(13, -1).split('|').join(', ')}` };
  return {};
}
