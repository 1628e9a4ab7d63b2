import { allEndpoints } from '@saola/core/api';
import { describe, expect, it } from 'vitest';
import { allRoutes } from '../src/routes';

/*
 * The matrix test calls the handlers the server has; this one starts from the contract the clients call, so
 * an endpoint the server forgot (the client's call would meet a 404) or implemented twice fails here.
 */
describe('contract and server', () => {
  const key = (endpoint: { method: string; path: string }) => `${endpoint.method} ${endpoint.path}`;

  it('implements every endpoint of the contract with exactly one handler', () => {
    const handled = allRoutes.map((route) => key(route.endpoint));
    const counts = allEndpoints().map(({ area, name, endpoint }) => ({
      endpoint: `${area}.${name} (${key(endpoint)})`,
      handlers: handled.filter((k) => k === key(endpoint)).length,
    }));
    expect(counts.filter((c) => c.handlers !== 1)).toEqual([]);
  });

  it('serves each endpoint of the contract with the contract’s own declaration', () => {
    const declared = new Map(allEndpoints().map(({ endpoint }) => [key(endpoint), endpoint]));
    for (const { endpoint } of allRoutes) {
      const contract = declared.get(key(endpoint));
      if (contract) expect(endpoint, key(endpoint)).toBe(contract);
    }
  });
});
