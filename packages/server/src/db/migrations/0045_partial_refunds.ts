/**
 * Refunds in part (issue 33): an order keeps how much of its payment went back (`refunded`), and each refund is a
 * process time with its amount and the reason asked for, so the order's history shows it and the revenue report
 * subtracts each refund on its own day. Orders refunded before this were refunded whole, with no reason kept.
 */
export default `
      alter table orders add column refunded int not null default 0 check (refunded >= 0);
      alter table order_events add column amount int check (amount is null or amount > 0);
      alter table order_events add column reason text;
      update orders set refunded = coalesce(received, purchase_price) where status = 'refunded';
      update order_events e set amount = nullif(o.refunded, 0)
        from orders o where o.id = e.id_order and e.status = 'refunded'
`;
