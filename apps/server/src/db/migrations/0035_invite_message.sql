-- An invite's message to the invitee (docs/esg.md, invites to ESG disclosures): shown in the mail and to the invitee.
ALTER TABLE "calculator_invites" ADD COLUMN "message" text;
