#ifndef CSHA256_H
#define CSHA256_H

#include <stddef.h>
#include <stdint.h>

/// Whether this CPU has the SHA extensions (SHA-NI), asked once with __builtin_cpu_supports.
int csha256_has_sha_ni(void);

/// The SHA-256 (FIPS 180-4) of `length` bytes at `data`, written to `digest`. With `allow_sha_ni`
/// nonzero the SHA-NI compression runs where the CPU has it; zero forces the portable C one.
void csha256_digest(const uint8_t *data, size_t length, uint8_t digest[32], int allow_sha_ni);

#endif
