/**
 * The order list shows the newest first: an index in that order lets a page stop at its last row instead of
 * sorting every order of the school (the bench's 100,000).
 */
export default `
      create index orders_site_created on orders (id_site, created_at desc, id desc)
`;
