// Snowball's libstemmer (Debian: libstemmer-dev). Called only from Linguistics/Snowball.swift.
#include <libstemmer.h>
