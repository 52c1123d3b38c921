-- Stored file names keep no bidirectional controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069):
-- they make a name show in another order than it is stored, so `unicode-<U+202E>FDP.exe.pdf` passed for
-- another type. New names are cleaned by core's toDisplayFileName; this cleans the names stored before.
UPDATE evidence_files
  SET display_name = COALESCE(NULLIF(btrim(regexp_replace(display_name, '[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]', '', 'g')), ''), 'file')
  WHERE display_name ~ '[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]';--> statement-breakpoint
UPDATE support_tickets
  SET attachment_name = COALESCE(NULLIF(btrim(regexp_replace(attachment_name, '[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]', '', 'g')), ''), 'file')
  WHERE attachment_name ~ '[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]';
