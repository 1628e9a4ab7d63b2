// The typed calls too, for a bundle that makes calls but needs no payload struct: importing them from the
// api barrel would bring along every area the bundle's other code uses, structs and all (esbuild evaluates a
// barrel's modules for whoever imports it).
export { type Api, type CallWith, createApi, loadCalls, startCallsEarly } from '../api/create-api';
export {
  type Access,
  DATA_SCOPES,
  type DataScope,
  isAccess,
  isRight,
  RIGHT_CATALOGUE,
  RIGHTS,
  type Right,
  type RightScreen,
  right,
  rightOf,
} from './access';
export {
  type Client,
  type ClientOptions,
  createClient,
  type RequestOptions,
  type Transport,
  type TransportRequest,
  type TransportResponse,
} from './client';
export {
  type Answer,
  type AnyEndpoint,
  type Call,
  type Endpoint,
  endpoint,
  type Method,
  type Paged,
  type PayloadOf,
  type Refusal,
  type Reply,
  type ReplyOf,
  usesQuery,
} from './endpoint';
export { dataOf, type Failure, failureOf, fieldMessages, mapData } from './failure';
export {
  createNotices,
  type Listener,
  type NoticeKind,
  type NoticeMap,
  type Notices,
  type ToastLevel,
} from './notices';
export { decodeQuery, encodeQuery, withQuery } from './query';
export { redaxiosTransport } from './transport';
