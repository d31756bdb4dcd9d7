create table analytics_events (
  id bigserial primary key,
  project_id text not null,
  event_id text not null,
  url text not null,
  domain text not null,
  timestamp_ms bigint not null,
  props jsonb not null default '{}',
  received_at timestamptz not null default now()
);
create index analytics_events_project on analytics_events (project_id, timestamp_ms);
