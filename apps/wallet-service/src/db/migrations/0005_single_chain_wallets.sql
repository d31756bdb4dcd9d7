-- A wallet made from an imported private key has one chain: an EVM key has no Solana address and a Solana key no
-- EVM address. The other column is null then; every wallet keeps at least one address.
alter table wallets alter column eip155_address drop not null;
alter table wallets alter column solana_address drop not null;
alter table wallets add constraint wallets_have_an_address check (eip155_address is not null or solana_address is not null);
