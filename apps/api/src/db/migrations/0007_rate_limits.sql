-- Rate-limit counters shared by every instance on one PostgreSQL database: one row per client or project
-- key, holding the current fixed window (aligned to multiples of the window length) and its count.
create table rate_limits (
  key text primary key,
  window_start bigint not null,    -- ms since the epoch
  count integer not null
);
create index rate_limits_window_start on rate_limits (window_start);
