-- Sign in with a wallet (CAIP-122). Nonces the server issues for sign-in messages: single-use, short-lived,
-- bound to the project and to the client (IP) that asked, so one client cannot hoard another's.
create table auth_nonces (
  nonce text primary key,
  project text not null,
  client text not null,
  expires_at bigint not null,      -- ms since the epoch
  created_at bigint not null       -- ms since the epoch
);
create index auth_nonces_expires_at on auth_nonces (expires_at);
create index auth_nonces_project_client on auth_nonces (project, client, created_at);

-- A signed-in session: one verified sign-in message, until it expires or is revoked (revoked stays revoked).
create table auth_sessions (
  id text primary key,
  project text not null,
  account text not null,           -- CAIP-10, the address as signed
  chain_id text not null,          -- CAIP-2
  domain text not null,
  issued_at bigint not null,       -- ms since the epoch
  expires_at bigint not null,      -- ms since the epoch
  revoked_at bigint                -- ms since the epoch
);
create index auth_sessions_account on auth_sessions (project, account);
create index auth_sessions_expires_at on auth_sessions (expires_at);

-- The key that signs session tokens when the configuration names none: made once per database, so every
-- instance on it (and a restarted one) accepts the same tokens.
create table auth_secrets (
  id integer primary key check (id = 1),
  secret text not null
);
