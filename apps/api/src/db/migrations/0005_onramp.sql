create table onramp_sessions (
  id text primary key,
  project_id text not null,
  destination_address text not null,
  networks text[] not null,        -- CAIP-2 ids the buyer may choose
  assets text[] not null,          -- symbols the buyer may choose
  default_network text,
  preset_fiat_amount numeric,
  preset_crypto_amount numeric,
  partner_user_id text not null,
  created_at timestamptz not null default now()
);

create table onramp_purchases (
  id text primary key,
  session_id text not null references onramp_sessions (id),
  address text not null,           -- lower case
  network text not null,
  asset_symbol text not null,
  crypto_amount text not null,
  fiat_amount text not null,
  fiat_currency text not null,
  payment_method text not null,
  provider_fee text not null,
  network_fee text not null,
  price_usd double precision not null,
  tx_hash text not null,
  created_at timestamptz not null default now()
);
create index onramp_purchases_address on onramp_purchases (address, created_at desc);
