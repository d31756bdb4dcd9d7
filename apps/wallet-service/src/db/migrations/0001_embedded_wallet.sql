-- Times are ms since the epoch (bigint). Secrets (codes, tokens) are stored only as hashes.

-- A person who signed in with an e-mail address (lower case).
create table users (
  id text primary key,
  email text not null unique,
  locale text,
  created_at bigint not null
);

-- Devices (random ids the frame keeps in IndexedDB) verified for a user: by a code, or by the e-mailed link.
create table devices (
  user_id text not null references users (id) on delete cascade,
  device_id text not null,
  verified_at bigint not null,
  primary key (user_id, device_id)
);

-- One pending code per purpose and subject (login: the e-mail; the others: the user id); a newer code replaces
-- it. `attempts` counts tries; at the limit the code is burned and kept (so it answers burned) until it expires.
create table one_time_codes (
  purpose text not null,
  subject text not null,
  id text not null,
  code_hash text not null,
  device_id text,
  payload text,
  locale text,
  attempts integer not null default 0,
  expires_at bigint not null,
  created_at bigint not null,
  primary key (purpose, subject)
);
create index one_time_codes_expires_at on one_time_codes (expires_at);

-- The e-mailed link that approves a user's new device: one per (user, device), a newer link replaces it.
create table device_approvals (
  token_hash text not null unique,
  user_id text not null references users (id) on delete cascade,
  device_id text not null,
  locale text,
  expires_at bigint not null,
  used_at bigint,
  created_at bigint not null,
  primary key (user_id, device_id)
);
create index device_approvals_expires_at on device_approvals (expires_at);

-- Bearer sessions of a user on one device; revoked stays revoked.
create table sessions (
  token_hash text primary key,
  user_id text not null references users (id) on delete cascade,
  device_id text not null,
  project_id text not null,
  created_at bigint not null,
  expires_at bigint not null,
  revoked_at bigint
);
create index sessions_user on sessions (user_id);
create index sessions_expires_at on sessions (expires_at);

-- A user's wallet: its addresses and the recovery share (encrypted under the user's recovery password).
create table wallets (
  user_id text primary key references users (id) on delete cascade,
  eip155_address text not null,
  solana_address text not null,
  recovery_split_id text not null,
  recovery_blob text not null,
  created_at bigint not null
);

-- The service's share of each split of a user's key (a new device's re-split adds one).
create table key_shares (
  user_id text not null references users (id) on delete cascade,
  split_id text not null,
  share text not null,
  device_id text not null,
  created_at bigint not null,
  primary key (user_id, split_id)
);

-- Rate-limit counters shared by every instance on one PostgreSQL database (fixed windows).
create table rate_limits (
  key text primary key,
  window_start bigint not null,
  count integer not null
);
create index rate_limits_window_start on rate_limits (window_start);

-- The pepper of code hashes when the configuration names none: made once per database.
create table service_secrets (
  id integer primary key check (id = 1),
  code_pepper text not null
);
