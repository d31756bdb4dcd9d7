-- Two sandbox providers: each checkout and purchase names its provider (rows from before were the first one's).
alter table onramp_sessions add column provider text not null default 'portico-sandbox';
alter table onramp_purchases add column provider text not null default 'portico-sandbox';
-- Solana deliveries: the last block height at which the signed transaction (raw_tx) can still land. Past it,
-- a transaction the chain never saw can never land, so the purchase may be signed anew. Null on EVM chains.
alter table onramp_purchases add column valid_until bigint;
