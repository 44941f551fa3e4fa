-- What the customer asks of the cake and the decoration, in their own words: the message the baker
-- writes on the cake and the decoration's theme. Both optional, '' when not given; the prep list
-- and the booking's desk page show them to the team that prepares the room.
alter table bookings add column cake_message text not null default '';
alter table bookings add column decoration_theme text not null default '';
