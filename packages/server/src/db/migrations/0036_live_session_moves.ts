/**
 * A moved session remembers the start its class's plan gave it: editing the class's plan afterwards keeps the
 * move (and does not lay the planned session again beside it).
 */
export default `
      alter table live_sessions add column moved_from timestamptz
`;
