DROP TABLE friendships;
DROP TABLE friend_requests;
