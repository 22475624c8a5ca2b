/* mt_time.c: tic, toc, clock, etime, cputime and pause, as Octave defines them. */
#define _POSIX_C_SOURCE 200809L
#include "mt_internal.h"

#include <math.h>
#include <stdio.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h> /* _POSIX_TIMERS */

/* Microseconds since the epoch of tic's timer; negative before the first tic. */
static double tic_start = -1.0;

static double now_us(void)
{
    struct timeval tv;
    gettimeofday(&tv, NULL);
    return (double)tv.tv_sec * 1e6 + (double)tv.tv_usec;
}

void mt_tic(mt_array *r)
{
    double t = now_us();
    if (r) {
        size_t dims[2] = {1, 1};
        mt_resize(r, MT_UINT64, 0, 2, dims);
        mt__set(r, 0, t);
    } else {
        tic_start = t;
    }
}

double mt_toc(int nargs, const mt_arg *args)
{
    double start = tic_start;
    if (nargs > 0) {
        const mt_array *id = args[0].a;
        if (!id || id->cls != MT_UINT64 || id->numel != 1)
            mt_error("toc: invalid ID");
        start = mt__get(id, 0);
    }
    if (start < 0)
        mt_error("toc: function called before timer initialization with tic()");
    return (now_us() - start) / 1e6;
}

void mt_toc_print(int nargs, const mt_arg *args)
{
    /* Octave writes it through a C++ stream: %g with 6 significant digits. */
    printf("Elapsed time is %g seconds.\n", mt_toc(nargs, args));
}

void mt_clock(mt_array *r)
{
    struct timeval tv;
    struct tm tm;
    time_t s;
    size_t dims[2] = {1, 6};
    double *d;
    gettimeofday(&tv, NULL);
    s = tv.tv_sec;
    localtime_r(&s, &tm);
    mt_resize(r, MT_DOUBLE, 0, 2, dims);
    d = (double *)r->data;
    d[0] = tm.tm_year + 1900;
    d[1] = tm.tm_mon + 1;
    d[2] = tm.tm_mday;
    d[3] = tm.tm_hour;
    d[4] = tm.tm_min;
    d[5] = tm.tm_sec + tv.tv_usec / 1e6;
}

/* Days from 0000-03-01 of a proleptic Gregorian date (month may be out of 1..12). */
static double day_number(double y, double m, double d)
{
    double yy, mm;
    m -= 1;
    y += floor(m / 12);
    m -= 12 * floor(m / 12);
    /* March-based year */
    yy = m < 2 ? y - 1 : y;
    mm = m < 2 ? m + 10 : m - 2;
    return 365 * yy + floor(yy / 4) - floor(yy / 100) + floor(yy / 400) +
           floor((153 * mm + 2) / 5) + d;
}

double mt_etime(const mt_array *t1, const mt_array *t0)
{
    double a[6], b[6], da, db;
    int k;
    if (t1->numel != 6 || t0->numel != 6)
        mt_error("etime: T1 and T0 must be 6-element date vectors");
    for (k = 0; k < 6; k++) {
        a[k] = mt__get(t1, (size_t)k);
        b[k] = mt__get(t0, (size_t)k);
    }
    da = day_number(a[0], a[1], a[2]) * 86400 + a[3] * 3600 + a[4] * 60 + a[5];
    db = day_number(b[0], b[1], b[2]) * 86400 + b[3] * 3600 + b[4] * 60 + b[5];
    return da - db;
}

double mt_cputime(void)
{
    return (double)clock() / CLOCKS_PER_SEC;
}

void mt_pause(double secs)
{
    struct timespec ts;
    if (!(secs > 0))
        return; /* pause(0) and NaN return at once */
    if (isinf(secs))
        mt_error("mat2c: pause(Inf) waits for a key press, which is not supported");
    ts.tv_sec = (time_t)secs;
    ts.tv_nsec = (long)((secs - (double)ts.tv_sec) * 1e9);
#if defined(_POSIX_TIMERS) && _POSIX_TIMERS > 0
    nanosleep(&ts, NULL);
#else
    /* a bare-metal C library (newlib) without POSIX timers: wait on the clock */
    {
        time_t end = time(NULL) + ts.tv_sec + (ts.tv_nsec > 0);
        while (time(NULL) < end) {
        }
    }
#endif
}
