-- A digital tour's app (issue 14's follow-up): the address the tour's access page links to, with
-- `{code}` where the visitor's access code goes (contracts' tour-app-link.ts). Null: the museum has
-- given none, and the page tells visitors to open the app themselves.
alter table products add column app_address text;
