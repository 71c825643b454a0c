-- Where each username last signed in successfully from, per client: a returning user's sign-in
-- is checked before those of clients that guessed wrong (decision 091). One row per pair.

CREATE TABLE login_successes (
  losuUsername TEXT NOT NULL,
  losuClient   TEXT NOT NULL,
  losuTime     TEXT NOT NULL,
  PRIMARY KEY (losuUsername, losuClient)
);
CREATE INDEX idx_login_successes_time ON login_successes (losuTime);
