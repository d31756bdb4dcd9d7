-- A purchase is recorded (pending) before anything is sent, and each checkout delivers at most once.
-- tx_hash is null until the delivery is signed; raw_tx is that signed transaction, kept so a restart can
-- send it again without signing a second one.
alter table onramp_purchases alter column tx_hash drop not null;
alter table onramp_purchases add column status text not null default 'delivered'
  check (status in ('pending', 'delivered', 'failed'));
alter table onramp_purchases add column raw_tx text;
-- The checkout session id: one delivery per checkout. Purchases recorded before this migration could pay one
-- checkout more than once; the first of each checkout takes the key, the others keep null.
alter table onramp_purchases add column idempotency_key text;
update onramp_purchases p set idempotency_key = p.session_id
  where p.id = (select q.id from onramp_purchases q where q.session_id = p.session_id
                order by q.created_at, q.id limit 1);
create unique index onramp_purchases_idempotency_key on onramp_purchases (idempotency_key);
create index onramp_purchases_pending on onramp_purchases (network) where status = 'pending';
