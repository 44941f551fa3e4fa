-- The desk's reads of the messages (server/desk/messages/): a message's copies made by Send again,
-- found from the message they copy. Send again looks for a copy still queued before it queues
-- another, and the day board shows a failed message only while no later copy of it exists.
create index messages_resend_of on messages (resend_of, id) where resend_of is not null;
