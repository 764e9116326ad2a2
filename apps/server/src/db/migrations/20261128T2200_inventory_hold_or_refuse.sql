-- An add's hold of places as one call that refuses when they do not fit (issue 13). It is the
-- conditional UPDATE of inventory.repository.ts's holdIfFits, and it raises SQLSTATE FY001 with the
-- bucket as DETAIL where that UPDATE would change no row (the places do not fit, or there is no
-- such bucket). So an add can send its holds with its COMMIT in one message: a refusal aborts the
-- transaction, the COMMIT after it is not run, and none of the add's writes stay.
create function inventory_hold_or_refuse(p_org_id uuid, p_occurrence_id uuid, p_bucket text, p_quantity integer)
returns void language plpgsql as $$
begin
  update inventory_buckets set held = held + p_quantity
   where org_id = p_org_id and occurrence_id = p_occurrence_id and bucket = p_bucket
     and (capacity is null or sold + sold_offline + held + p_quantity <= capacity);
  if not found then
    raise exception 'the places do not fit in the bucket' using errcode = 'FY001', detail = p_bucket;
  end if;
end $$;
