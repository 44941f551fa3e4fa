-- The FAQs, the theatres' prices and photos and the offer popups become records of the one records
-- mechanism (src/lib/records/kinds/): their drafts and history are rewritten in the
-- records' fields, so nothing an editor saved is lost. Releases keep their old lists; they are read
-- as records when rolled back to (server/content/releaseRecords.ts).

-- A theatre's prices: whole rupees under the desk's field names, as the other records hold amounts,
-- rather than paise beside the theatre's name.
create function migrate_039_prices(j jsonb) returns jsonb language sql immutable as $$
  select case when j is null then null else jsonb_build_object(
    'offerPrice', trim_scale((j ->> 'offerPricePaise')::numeric / 100),
    'ninetyPrice', trim_scale((j ->> 'ninetyPricePaise')::numeric / 100),
    'extraPersonPrice', trim_scale((j ->> 'extraPersonPricePaise')::numeric / 100),
    'ninetyExtraPersonPrice', trim_scale((j ->> 'ninetyExtraPersonPricePaise')::numeric / 100)
  ) end
$$;
update edit_records set draft = migrate_039_prices(draft) where kind = 'theatre-price' and draft ? 'offerPricePaise';
update edit_revisions set before = migrate_039_prices(before) where kind = 'theatre-price' and before ? 'offerPricePaise';
update edit_revisions set after = migrate_039_prices(after) where kind = 'theatre-price' and after ? 'offerPricePaise';
drop function migrate_039_prices(jsonb);

-- A theatre's photos: the list alone (the theatre's name is the record's label).
update edit_records set draft = jsonb_build_object('images', draft -> 'images') where kind = 'theatre-photos' and draft ? 'name';
update edit_revisions set before = jsonb_build_object('images', before -> 'images') where kind = 'theatre-photos' and before ? 'name';
update edit_revisions set after = jsonb_build_object('images', after -> 'images') where kind = 'theatre-photos' and after ? 'name';

-- The FAQs' order was a record of its own; each FAQ now holds its position, as the other ordered
-- kinds do. A pending order becomes a draft of each FAQ it names at its place (with the live text
-- when the FAQ had no draft), saved a moment apart in the order's order, so a Publish places them
-- one after the other into exactly that order.
create temporary table migrate_039_order on commit drop as
  select ids.id, ids.n::int as position, o.updated_by_id, o.updated_by_name, o.updated_at
  from edit_records o, jsonb_array_elements_text(o.draft -> 'ids') with ordinality as ids(id, n)
  where o.kind = 'faq-order' and o.record_id = 'all' and o.draft is not null;

insert into edit_records (kind, record_id, version, draft, draft_removed, updated_by_id, updated_by_name, updated_at)
  select 'faq', o.id, 1, null, false, o.updated_by_id, o.updated_by_name, o.updated_at
  from migrate_039_order o
  on conflict (kind, record_id) do nothing;

update edit_records r
  set draft = coalesce(r.draft, jsonb_build_object('question', f.question, 'answer', f.answer)) || jsonb_build_object('position', o.position),
    updated_at = o.updated_at + o.position * interval '1 millisecond',
    updated_by_id = case when r.draft is null then o.updated_by_id else r.updated_by_id end,
    updated_by_name = case when r.draft is null then o.updated_by_name else r.updated_by_name end
  from migrate_039_order o
  left join faqs f on f.id = o.id
  where r.kind = 'faq' and r.record_id = o.id and not r.draft_removed and (r.draft is not null or f.id is not null);

-- Without a pending order, a live FAQ's draft keeps its place, and a new one goes after the live
-- ones in the order they were added.
with live as (select id, row_number() over (order by sort, id) as position from faqs),
  added as (
    select r.record_id, (select count(*) from faqs) + row_number() over (order by r.updated_at, r.record_id) as position
    from edit_records r
    where r.kind = 'faq' and r.draft is not null and not r.draft ? 'position' and not exists (select 1 from faqs f where f.id = r.record_id)
  )
update edit_records r
  set draft = r.draft || jsonb_build_object('position', coalesce(
    (select l.position from live l where l.id = r.record_id),
    (select a.position from added a where a.record_id = r.record_id)))
  where r.kind = 'faq' and r.draft is not null and not r.draft ? 'position';

-- A FAQ's earlier versions in the history take its place now, so a restore keeps it where it is.
update edit_revisions v set before = v.before || jsonb_build_object('position', l.position)
  from (select id, row_number() over (order by sort, id) as position from faqs) l
  where v.kind = 'faq' and v.record_id = l.id and v.before is not null and not v.before ? 'position';
update edit_revisions v set after = v.after || jsonb_build_object('position', l.position)
  from (select id, row_number() over (order by sort, id) as position from faqs) l
  where v.kind = 'faq' and v.record_id = l.id and v.after is not null and not v.after ? 'position';

-- The order's history stays to read; the record itself is no more.
delete from edit_records where kind = 'faq-order';
