create table names (
  name text primary key,           -- full name with its zone, lower case: alice.portico.id
  address text not null,           -- lower case
  coin_type bigint not null,
  attributes jsonb not null default '{}',
  registered_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index names_address on names (address);
