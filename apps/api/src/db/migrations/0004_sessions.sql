-- Smart-account permission grants (ERC-7715 style), listable and revocable; a revoked one stays revoked.
create table smart_sessions (
  pci text primary key,
  account text not null,           -- CAIP-10, address lower case
  permissions jsonb not null,
  expiry bigint not null,          -- seconds
  created_at timestamptz not null default now(),
  revoked_at timestamptz
);
create index smart_sessions_account on smart_sessions (account);
