/**
 * Issue 16, commerce: coupons (and the courses/packages they apply to, and each use), orders with their items,
 * process times (every status change, who and when) and the enrolments each paid order gave (so a refund takes
 * back only those), and each school's payment setting (VNPay, VietQR, the bank-transfer webhook's secret).
 * Money is integer VND/LAK.
 */
export default `
      create table coupons (
        id serial primary key,
        id_site int not null references sites (id) on delete cascade,
        code text not null,
        times text not null default 'many' check (times in ('once', 'many')),
        quantity int check (quantity is null or quantity >= 1),
        per_learner int check (per_learner is null or per_learner >= 1),
        discount_kind text not null check (discount_kind in ('cash', 'percent')),
        discount_value int not null check (discount_value >= 0),
        max_discount int check (max_discount is null or max_discount >= 0),
        applies_to_all boolean not null default true,
        starts_at timestamptz,
        expires_at timestamptz,
        created_at timestamptz not null default now(),
        unique (id_site, id)
      );
      create unique index coupons_code on coupons (id_site, lower(code));
      create index coupons_site on coupons (id_site, id desc);

      create table coupon_targets (
        id_site int not null,
        id_coupon int not null,
        id_course int,
        id_package int,
        check ((id_course is null) <> (id_package is null)),
        foreign key (id_site, id_coupon) references coupons (id_site, id) on delete cascade,
        foreign key (id_site, id_course) references courses (id_site, id) on delete cascade,
        foreign key (id_site, id_package) references course_packages (id_site, id) on delete cascade
      );
      create index coupon_targets_coupon on coupon_targets (id_coupon);

      create table orders (
        id serial primary key,
        id_site int not null references sites (id) on delete cascade,
        code text not null,
        id_user int not null,
        customer_name text not null,
        email text,
        phone text,
        province text not null default '',
        payment_type text not null check (payment_type in ('cash', 'transfer', 'vnpay')),
        status text not null default 'pending' check (status in ('pending', 'paid', 'cancelled', 'refunded')),
        source text not null default 'admin' check (source in ('admin', 'checkout')),
        id_creator int,
        id_salesperson int,
        id_coupon int,
        coupon_code text,
        ship_fee int not null default 0 check (ship_fee >= 0),
        origin_price int not null check (origin_price >= 0),
        discount int not null default 0 check (discount >= 0),
        purchase_price int not null check (purchase_price >= 0),
        received int check (received is null or received >= 0),
        paid_at timestamptz,
        refunded_at timestamptz,
        gateway_ref text,
        note text not null default '',
        created_at timestamptz not null default now(),
        unique (id_site, id),
        unique (id_site, code),
        foreign key (id_site, id_user) references users (id_site, id) on delete cascade,
        foreign key (id_site, id_creator) references users (id_site, id) on delete set null (id_creator),
        foreign key (id_site, id_salesperson) references users (id_site, id) on delete set null (id_salesperson),
        foreign key (id_site, id_coupon) references coupons (id_site, id) on delete set null (id_coupon)
      );
      create index orders_site on orders (id_site, id desc);
      create index orders_paid on orders (id_site, paid_at) where paid_at is not null;
      create index orders_user on orders (id_site, id_user);

      create table order_items (
        id serial primary key,
        id_site int not null,
        id_order int not null,
        id_course int,
        id_package int,
        name text not null,
        price int not null check (price >= 0),
        check ((id_course is null) <> (id_package is null)),
        foreign key (id_site, id_order) references orders (id_site, id) on delete cascade,
        foreign key (id_site, id_course) references courses (id_site, id) on delete set null (id_course),
        foreign key (id_site, id_package) references course_packages (id_site, id) on delete set null (id_package)
      );
      create index order_items_order on order_items (id_order);

      create table order_events (
        id serial primary key,
        id_site int not null,
        id_order int not null,
        status text not null,
        id_user int,
        actor text not null default 'user' check (actor in ('user', 'vnpay', 'transfer')),
        at timestamptz not null,
        foreign key (id_site, id_order) references orders (id_site, id) on delete cascade,
        foreign key (id_site, id_user) references users (id_site, id) on delete set null (id_user)
      );
      create index order_events_order on order_events (id_order, id);

      create table order_grants (
        id_site int not null,
        id_order int not null,
        id_course int not null,
        id_user int not null,
        created boolean not null,
        primary key (id_order, id_course),
        foreign key (id_site, id_order) references orders (id_site, id) on delete cascade,
        foreign key (id_site, id_course) references courses (id_site, id) on delete cascade,
        foreign key (id_site, id_user) references users (id_site, id) on delete cascade
      );
      create index order_grants_user on order_grants (id_site, id_user, id_course);

      create table coupon_uses (
        id_site int not null,
        id_coupon int not null,
        id_order int not null primary key,
        id_user int not null,
        foreign key (id_site, id_coupon) references coupons (id_site, id) on delete cascade,
        foreign key (id_site, id_order) references orders (id_site, id) on delete cascade,
        foreign key (id_site, id_user) references users (id_site, id) on delete cascade
      );
      create index coupon_uses_coupon on coupon_uses (id_coupon, id_user);

      create table payment_settings (
        id_site int primary key references sites (id) on delete cascade,
        vnpay_tmn_code text not null default '',
        vnpay_hash_secret text not null default '',
        vnpay_url text not null default 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html',
        vietqr_bank_bin text not null default '',
        vietqr_account_number text not null default '',
        vietqr_account_name text not null default '',
        transfer_secret text not null default '',
        updated_at timestamptz not null default now()
      )
`;
