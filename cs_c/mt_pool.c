/* mt_pool.c — the runtime's work memory without a heap (MT_NO_HEAP, `mat2c --no-heap`).
 *
 * The program's arrays live in fixed buffers sized by inference; what remains are the
 * runtime's own short-lived work arrays (a result computed aside and then moved into its
 * destination, a caught error's text). Under MT_NO_HEAP, mt_internal.h maps malloc, calloc,
 * realloc and free onto this fixed pool of MT_POOL_BYTES (default 1024) in static storage:
 * a stack allocator (the last block can grow and is reclaimed first; the pool empties when
 * nothing is live). Running out is a run-time error naming how much was needed; the C
 * library's malloc is never linked. */
#include "mt_internal.h"

#include <string.h>

#ifdef MT_NO_HEAP
#ifndef MT_POOL_BYTES
#define MT_POOL_BYTES 1024
#endif

/* One cell of the pool, aligned for any element type the runtime stores. */
typedef union {
    double d;
    long double ld;
    void *p;
    size_t n;
} cell;

#define NCELLS ((MT_POOL_BYTES + sizeof(cell) - 1) / sizeof(cell))

static cell pool[NCELLS];
static size_t top;  /* cells in use from the start */
static size_t last; /* start (header cell) of the last block */
static size_t live; /* blocks not freed */

static int in_pool(const void *p)
{
    return p && (const cell *)p > pool && (const cell *)p < pool + NCELLS;
}

void *mt__pool_alloc(size_t n)
{
    size_t cells = (n + sizeof(cell) - 1) / sizeof(cell) + 1;
    if (cells > NCELLS - top)
        mt_error("out of static storage: the runtime needed %lu more bytes (build with a larger "
                 "-DMT_POOL_BYTES than %lu)",
                 (unsigned long)n, (unsigned long)MT_POOL_BYTES);
    last = top;
    pool[top].n = n;
    top += cells;
    live++;
    return &pool[last + 1];
}

void mt__pool_free(void *p)
{
    size_t at;
    if (!in_pool(p))
        return;
    at = (size_t)((cell *)p - pool) - 1;
    if (at == last)
        top = at;
    if (--live == 0)
        top = last = 0;
}

void *mt__pool_realloc(void *p, size_t n)
{
    void *q;
    size_t old;
    if (!in_pool(p))
        return mt__pool_alloc(n);
    old = ((cell *)p - 1)->n;
    if ((size_t)((cell *)p - pool) - 1 == last) {
        /* the last block grows in place */
        size_t cells = (n + sizeof(cell) - 1) / sizeof(cell) + 1;
        if (cells > NCELLS - last)
            mt_error("out of static storage: the runtime needed %lu more bytes (build with a "
                     "larger -DMT_POOL_BYTES than %lu)",
                     (unsigned long)n, (unsigned long)MT_POOL_BYTES);
        top = last + cells;
        pool[last].n = n;
        return p;
    }
    q = mt__pool_alloc(n);
    memcpy(q, p, old < n ? old : n);
    mt__pool_free(p);
    return q;
}

void *mt__pool_calloc(size_t n, size_t size)
{
    void *p = mt__pool_alloc(n * size);
    memset(p, 0, n * size);
    return p;
}
#endif
