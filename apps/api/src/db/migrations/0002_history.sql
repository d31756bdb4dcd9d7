-- The indexer's position per chain; the hash detects a chain that was reset under a persisted database.
create table indexer_cursors (
  chain_id text primary key,
  block_number bigint not null,
  block_hash text not null
);

create table chain_transactions (
  chain_id text not null,
  hash text not null,
  block_number bigint not null,
  tx_index integer not null,
  mined_at timestamptz not null,
  from_address text not null,
  to_address text,
  status text not null,
  is_swap boolean not null default false,
  primary key (chain_id, hash)
);
create index chain_transactions_order on chain_transactions (chain_id, block_number desc, tx_index desc);

create table chain_transfers (
  chain_id text not null,
  hash text not null,
  position integer not null,
  kind text not null,            -- native | erc20 | erc721
  token_address text,
  token_id text,
  from_address text not null,
  to_address text not null,
  amount numeric not null,
  primary key (chain_id, hash, position)
);
create index chain_transfers_from on chain_transfers (chain_id, from_address);
create index chain_transfers_to on chain_transfers (chain_id, to_address);
