-- Gas sponsorship (the ERC-7677 paymaster service): each project's policy per chain, and what it sponsored per UTC
-- day, per sender and in all (sender '').
create table paymaster_policies (
  project_id text not null,
  chain_id bigint not null,
  policy jsonb not null,
  updated_at bigint not null,
  primary key (project_id, chain_id)
);

create table paymaster_spend (
  project_id text not null,
  chain_id bigint not null,
  day integer not null,
  sender text not null,
  wei numeric(78, 0) not null,
  primary key (project_id, chain_id, day, sender)
);
