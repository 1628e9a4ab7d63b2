import { contract } from '@saola/core/api';
import {
  type AnyEndpoint,
  decodeQuery,
  type PayloadOf,
  type ReplyOf,
  type TransportRequest,
  type TransportResponse,
  usesQuery,
} from '@saola/core/http';
import { validateWith } from '@saola/core/validate';
import type { Answers } from './fake-saola';

/** A refusal a typed handler answers instead of its data: `refused(404)`, `refused(400, '…', errors)`. */
export class Refused {
  constructor(
    readonly code: number,
    readonly message = '',
    readonly data: unknown = null,
  ) {}
}
export const refused = (code: number, message = '', data: unknown = null) => new Refused(code, message, data);

type Contract = typeof contract;
type Handler<E extends AnyEndpoint> = (
  payload: PayloadOf<E>,
  request: TransportRequest,
) => ReplyOf<E> | Refused | Promise<ReplyOf<E> | Refused>;

/** Handlers by the contract's area and call name, each typed by its endpoint: payload in, reply data out. */
export type ContractHandlers = {
  [A in keyof Contract]?: { [N in keyof Contract[A]]?: Handler<Contract[A][N] & AnyEndpoint> };
};

const envelope = (code: number, message: string, data: unknown, error: boolean): TransportResponse => ({
  status: code,
  data: { error, code, message, data },
});

/**
 * A fake server typed against the contract: each handler gets the payload as the server would (decoded from
 * the query or the body, and validated by the endpoint's own struct, so a screen sending what the server
 * would refuse gets the same 400 with field errors) and answers the endpoint's reply type, or a refusal.
 */
export function contractAnswers(handlers: ContractHandlers): Answers {
  const answers: Answers = {};
  for (const [area, calls] of Object.entries(handlers)) {
    for (const [name, handler] of Object.entries(calls as Record<string, Handler<AnyEndpoint>>)) {
      const endpoint = (contract as unknown as Record<string, Record<string, AnyEndpoint>>)[area]?.[name];
      if (!endpoint) throw new Error(`no endpoint ${area}.${name} in the contract`);
      answers[endpoint.path] = async (request) => {
        const sent = usesQuery(endpoint.method) ? decodeQuery(new URL(request.url).search) : request.body;
        const checked = validateWith(endpoint.payload, sent);
        if (!checked.ok) return envelope(400, checked.errors[0]?.message ?? '', checked.errors, true);
        const result = await handler(checked.value, request);
        return result instanceof Refused
          ? envelope(result.code, result.message, result.data, true)
          : envelope(200, '', result, false);
      };
    }
  }
  return answers;
}

/** The calls a resource's list and form make, as `memoryResource` answers them. */
interface ResourceEndpoints {
  list: AnyEndpoint;
  get: AnyEndpoint;
  add: AnyEndpoint;
  edit: AnyEndpoint;
  delete: AnyEndpoint;
}
type ResourceAreas = {
  [A in keyof Contract]: Contract[A] extends ResourceEndpoints ? A : never;
}[keyof Contract];

type RecordOf<A extends ResourceAreas> = ReplyOf<Contract[A]['get']>;
type SummaryOf<A extends ResourceAreas> =
  ReplyOf<Contract[A]['list']> extends { data: Array<infer S> } ? S : never;
type FieldsOf<A extends ResourceAreas> = PayloadOf<Contract[A]['add']>;

export interface MemoryResource<A extends ResourceAreas> {
  area: A;
  rows: Array<RecordOf<A>>;
  /** A record's row in the list. */
  summary: (record: RecordOf<A>) => SummaryOf<A>;
  /** A saved record from the form's fields, its id and what it was before (undefined when added). */
  save: (fields: FieldsOf<A>, id: number, before: RecordOf<A> | undefined) => RecordOf<A>;
  /** Whether a row passes the list's own filters (the keyword is matched on `summary`'s texts). */
  filter?: (row: RecordOf<A>, payload: PayloadOf<Contract[A]['list']>) => boolean;
}

/**
 * A resource kept in memory and answered through the typed handlers: list (keyword over the row's texts,
 * filters, pages, total), get, add, edit and an all-or-none delete, as the server's resource kit does.
 */
export function memoryResource<A extends ResourceAreas>(spec: MemoryResource<A>): Answers {
  let rows = structuredClone(spec.rows) as Array<RecordOf<A> & { id: number }>;
  let next = Math.max(0, ...rows.map((row) => row.id)) + 100;
  const find = (id: number) => rows.find((row) => row.id === id);
  type Any = Handler<AnyEndpoint>;
  const handlers: Record<string, Any> = {
    list: (payload: { keyword?: string; take?: number; page?: number } & Record<string, unknown>) => {
      const keyword = payload.keyword?.trim().toLowerCase();
      const matching = rows
        .filter((row) => spec.filter?.(row, payload as never) ?? true)
        .map((row) => spec.summary(row))
        .filter(
          (summary) =>
            !keyword ||
            Object.values(summary as object).some(
              (value) => typeof value === 'string' && value.toLowerCase().includes(keyword),
            ),
        );
      const take = payload.take ?? 20;
      const start = ((payload.page ?? 1) - 1) * take;
      return { data: matching.slice(start, start + take), total: matching.length };
    },
    get: ({ id }: { id: number }) => find(id) ?? refused(404, 'Không tìm thấy'),
    add: (fields: FieldsOf<A>) => {
      const saved = spec.save(fields, next++, undefined) as RecordOf<A> & { id: number };
      rows.push(saved);
      return saved;
    },
    edit: ({ id, ...fields }: { id: number }) => {
      const before = find(id);
      if (!before) return refused(404, 'Không tìm thấy');
      const saved = spec.save(fields as FieldsOf<A>, id, before) as RecordOf<A> & { id: number };
      rows = rows.map((row) => (row.id === id ? saved : row));
      return saved;
    },
    delete: ({ ids }: { ids: number[] }) => {
      const unique = [...new Set(ids)];
      if (unique.some((id) => !find(id))) return refused(404, 'Không tìm thấy');
      rows = rows.filter((row) => !unique.includes(row.id));
      return { deleted: unique.length };
    },
  };
  return contractAnswers({ [spec.area]: handlers } as ContractHandlers);
}
