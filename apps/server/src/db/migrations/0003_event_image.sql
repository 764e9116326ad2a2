-- The event's main image (a series has one for all its occurrences): the storage key of the
-- processed JPEG. Null: no image. A new upload gets a new key, so the image URL changes with it.
alter table events add column image_file text;
