/* mt_files.c — files the program opens, as Octave's streams: fopen, fclose, fgetl, fgets,
 * feof, ftell, fseek, frewind, fread, fwrite, fscanf and fileread; fprintf, fputs and fflush reach
 * an open file through mt__stream. Also the file system queries and edits a program makes
 * (isfile, isfolder, pwd, tempdir, tempname, delete, mkdir, rmdir, unlink, tilde_expand)
 * and system.
 *
 * Stream numbers are Octave's: 0, 1 and 2 are stdin, stdout and stderr; fopen gives the
 * lowest free number from 3. Reads follow Octave's stream code: fgetl/fgets look one byte
 * past a newline, so feof is true after the last line is read. A runtime built without
 * stdio (MT_NO_STDIO, the embedded library) has no files: fopen fails with a message and
 * the other functions see only the standard streams.
 */
#define _POSIX_C_SOURCE 200809L
#include "mt_internal.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#ifndef MT_NO_STDIO
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#else
/* No file is ever open: the stream calls below only ever see NULL and are never made. */
static int no_getc(FILE *f) { (void)f; return EOF; }
static int no_ungetc(int c, FILE *f) { (void)f; return c; }
static long no_ftell(FILE *f) { (void)f; return 0; }
static int no_fseek(FILE *f, long o, int w) { (void)f; (void)o; (void)w; return -1; }
static void no_rewind(FILE *f) { (void)f; }
static int no_feof(FILE *f) { (void)f; return 1; }
static size_t no_fread(void *p, size_t s, size_t n, FILE *f)
{
    (void)p; (void)s; (void)n; (void)f;
    return 0;
}
static int no_fclose(FILE *f) { (void)f; return 0; }
#undef getc
#define getc no_getc
#undef ungetc
#define ungetc no_ungetc
#undef ftell
#define ftell no_ftell
#undef fseek
#define fseek no_fseek
#undef rewind
#define rewind no_rewind
#undef feof
#define feof no_feof
#undef fread
#define fread no_fread
#undef fclose
#define fclose no_fclose
#endif

#define MT_MAXFILES 256

typedef struct mt_file {
    FILE *f;
    char *name;
    char mode[8];
} mt_file;

static mt_file files[MT_MAXFILES];

/* The stream of an open fid (1 and 2 the standard ones); NULL for any other. */
static FILE *stream_of(int fid)
{
    if (fid == 1)
        return stdout;
    if (fid == 2)
        return stderr;
    if (fid >= 3 && fid < MT_MAXFILES)
        return files[fid].f;
    return NULL;
}

FILE *mt__stream(int fid, const char *fn)
{
    FILE *f = stream_of(fid);
    if (!f)
        mt_error("%s: invalid stream number = %d", fn, fid);
    return f;
}

/* The fid argument k of `fn` as a number (Octave's error for a non-numeric one). */
static int fid_arg(const char *fn, const mt_arg *args, int k)
{
    mt_array v;
    const mt_array *a = mt__bi_arg(&args[k], &v);
    double x;
    if (a->cls == MT_CHAR || a->cls == MT_CELL || a->cls == MT_STRUCT || a->numel != 1)
        mt_error("%s: invalid stream number = -1", fn);
    x = mt__bi_scalar(args, k);
    return x >= 0 && x < MT_MAXFILES && x == floor(x) ? (int)x : -1;
}

/* A file opened by fopen (not a standard stream), with fn's error for any other fid. */
static FILE *file_arg(const char *fn, const mt_arg *args, int k, int *fidp)
{
    int fid = fid_arg(fn, args, k);
    if (fid < 0 || !stream_of(fid))
        mt_error("%s: invalid stream number = %d", fn, fid < 0 ? (int)mt__bi_scalar(args, k) : fid);
    if (fidp)
        *fidp = fid;
    return stream_of(fid);
}

/* A string argument copied into buf (at most n - 1 bytes kept), so errors raised after it
 * leak nothing; 0 when the argument is not a char array. */
static int text_arg(const mt_arg *g, char *buf, size_t n)
{
    mt_array v;
    const mt_array *a = mt__bi_arg(g, &v);
    size_t i, m;
    if (a->cls != MT_CHAR)
        return 0;
    m = a->numel < n - 1 ? a->numel : n - 1;
    for (i = 0; i < m; i++)
        buf[i] = (char)((const uint8_t *)a->data)[i];
    buf[m] = 0;
    return 1;
}

static void give_chars(mt_array *out, const char *s, size_t n)
{
    mt_array t = MT_ARRAY_INIT;
    mt__bi_set2(&t, MT_CHAR, 1, n);
    if (n)
        memcpy(t.data, s, n);
    mt__bi_give(out, &t);
}

/* ------------------------------------------------------------------------- */
/* fopen / fclose                                                             */
/* ------------------------------------------------------------------------- */

/* Octave's mode (r w a, + and b/t in any order after the letter) as C's, or 0. */
static int c_mode(const char *m, char *c)
{
    size_t n = strlen(m), i;
    int plus = 0;
    if (n == 0 || n > 3 || !strchr("rwa", m[0]))
        return 0;
    for (i = 1; i < n; i++) {
        if (m[i] == '+' && !plus)
            plus = 1;
        else if (m[i] != 'b' && m[i] != 't')
            return 0;
    }
    c[0] = m[0];
    c[1] = plus ? '+' : 0;
    c[2] = 0;
    return 1;
}

BI(fopen)
{
    char name[4096], mode[16] = "r", cm[4];
    int fid;
    FILE *f;
    if (nargs == 1 && !mt__bi_is_string(&args[0])) {
        /* fopen(fid): its name, mode and architecture (-1 and empty texts when not open) */
        static const char *const std_names[] = {"stdin", "stdout", "stderr"};
        int k = fid_arg("fopen", args, 0);
        if (k < 0 || (k > 2 && !files[k].f)) {
            mt__bi_give_scalar(out[0], MT_DOUBLE, -1);
            if (nout >= 2)
                mt_from_string(out[1], "");
            if (nout >= 3)
                mt_from_string(out[2], "");
            return;
        }
        mt_from_string(out[0], k <= 2 ? std_names[k] : files[k].name);
        if (nout >= 2)
            mt_from_string(out[1], k == 0 ? "r" : k <= 2 ? "w" : files[k].mode);
        if (nout >= 3)
            mt_from_string(out[2], "ieee-le");
        return;
    }
    if (!text_arg(&args[0], name, sizeof name))
        mt_error("fopen: FILENAME must be a string");
    if (nargs == 1 && strcmp(name, "all") == 0) {
        /* the fids opened by the program, a row (0x0 when none) */
        mt_array t = MT_ARRAY_INIT;
        size_t n = 0, k;
        for (k = 3; k < MT_MAXFILES; k++)
            n += files[k].f != NULL;
        if (n)
            mt__bi_set2(&t, MT_DOUBLE, 1, n);
        else
            mt__bi_set2(&t, MT_DOUBLE, 0, 0);
        n = 0;
        for (k = 3; k < MT_MAXFILES; k++)
            if (files[k].f)
                ((double *)t.data)[n++] = (double)k;
        mt__bi_give(out[0], &t);
        return;
    }
    if (nargs >= 2 && !text_arg(&args[1], mode, sizeof mode))
        mt_error("fopen: file mode must be a string");
    if (!c_mode(mode, cm))
        mt_error("invalid mode specified");
#ifdef MT_NO_STDIO
    (void)f;
    (void)fid;
    mt__bi_give_scalar(out[0], MT_DOUBLE, -1);
    if (nout >= 2)
        mt_from_string(out[1], "mat2c: this runtime is built without files");
    return;
#else
    {
        struct stat st;
        /* C's fopen opens a folder for reading; Octave's stream does not */
        if (stat(name, &st) == 0 && S_ISDIR(st.st_mode)) {
            mt__bi_give_scalar(out[0], MT_DOUBLE, -1);
            if (nout >= 2)
                mt_from_string(out[1], "invalid stream object");
            return;
        }
    }
    for (fid = 3; fid < MT_MAXFILES && files[fid].f; fid++)
        ;
    if (fid == MT_MAXFILES)
        mt_error("fopen: too many open files");
    errno = 0;
    f = fopen(name, cm[1] ? (cm[0] == 'r' ? "r+b" : cm[0] == 'w' ? "w+b" : "a+b")
                          : (cm[0] == 'r' ? "rb" : cm[0] == 'w' ? "wb" : "ab"));
    if (!f) {
        const char *msg = errno ? strerror(errno) : "invalid stream object";
        mt__bi_give_scalar(out[0], MT_DOUBLE, -1);
        if (nout >= 2)
            mt_from_string(out[1], msg);
        return;
    }
    files[fid].f = f;
    files[fid].name = (char *)mt__bi_alloc(strlen(name) + 1);
    memcpy(files[fid].name, name, strlen(name) + 1);
    /* fopen(fid) reports the mode as Octave normalises it: binary unless `t` was given */
    snprintf(files[fid].mode, sizeof files[fid].mode, "%s%s", cm, strchr(mode, 't') ? "t" : "b");
    mt__bi_give_scalar(out[0], MT_DOUBLE, (double)fid);
    if (nout >= 2)
        mt_from_string(out[1], "");
#endif
}

static void close_fid(int k)
{
    fclose(files[k].f);
    free(files[k].name);
    files[k].f = NULL;
    files[k].name = NULL;
}

BI(fclose)
{
    int k;
    (void)nargs;
    (void)nout;
    if (mt__bi_is_string(&args[0])) {
        char w[8];
        text_arg(&args[0], w, sizeof w);
        if (strcmp(w, "all") != 0)
            mt_error("fclose: invalid stream name = %s", w);
        for (k = 3; k < MT_MAXFILES; k++)
            if (files[k].f)
                close_fid(k);
        mt__bi_give_scalar(out[0], MT_DOUBLE, 0);
        return;
    }
    k = fid_arg("fclose", args, 0);
    if (k < 3 || !files[k].f)
        mt_error("fclose: invalid stream number = %d", k < 0 ? (int)mt__bi_scalar(args, 0) : k);
    close_fid(k);
    mt__bi_give_scalar(out[0], MT_DOUBLE, 0);
}

/* ------------------------------------------------------------------------- */
/* reading lines                                                              */
/* ------------------------------------------------------------------------- */

/* One line of f (at most max bytes), with its newline when keep: a char row, or -1 when
 * nothing is left. After a newline the next byte is looked at, so EOF shows in feof. */
static void get_line(const char *fn, int nout, mt_array *const *out, int nargs,
                     const mt_arg *args, int keep)
{
    FILE *f = file_arg(fn, args, 0, NULL);
    size_t max = (size_t)-1, n = 0, cap = 0;
    char *s = NULL;
    int c, got = 0;
    if (nargs >= 2) {
        double m = mt__bi_scalar(args, 1);
        if (!(m >= 0) || (m != floor(m) && !isinf(m)))
            mt_error("%s: LEN must be a non-negative integer", fn);
        if (!isinf(m))
            max = (size_t)m;
    }
    while (n < max && (c = getc(f)) != EOF) {
        got = 1;
        if (c == '\n' && !keep)
            ;
        else {
            if (n + 1 >= cap) {
                char *t;
                cap = cap ? 2 * cap : 128;
                t = (char *)realloc(s, cap);
                if (!t) {
                    free(s);
                    mt_error("out of memory or dimension too large for Octave's index type");
                }
                s = t;
            }
            s[n++] = (char)c;
        }
        if (c == '\n') {
            int d = getc(f);
            if (d != EOF)
                ungetc(d, f);
            break;
        }
    }
    if (!got) {
        free(s);
        mt__bi_give_scalar(out[0], MT_DOUBLE, -1);
    } else {
        give_chars(out[0], s, n);
        free(s);
    }
    if (nout >= 2)
        mt__bi_give_scalar(out[1], MT_DOUBLE, (double)n);
}

BI(fgetl)
{
    get_line("fgetl", nout, out, nargs, args, 0);
}

BI(fgets)
{
    get_line("fgets", nout, out, nargs, args, 1);
}

BI(feof)
{
    FILE *f = file_arg("feof", args, 0, NULL);
    (void)nargs;
    (void)nout;
    mt__bi_give_scalar(out[0], MT_DOUBLE, feof(f) ? 1 : 0);
}

BI(ftell)
{
    FILE *f = file_arg("ftell", args, 0, NULL);
    (void)nargs;
    (void)nout;
    mt__bi_give_scalar(out[0], MT_DOUBLE, (double)ftell(f));
}

BI(fseek)
{
    FILE *f = file_arg("fseek", args, 0, NULL);
    double off = nargs >= 2 ? mt__bi_scalar(args, 1) : 0;
    int whence = SEEK_SET;
    long pos;
    (void)nout;
    if (nargs >= 3) {
        if (mt__bi_is_string(&args[2])) {
            if (mt__bi_is_word(&args[2], "bof"))
                whence = SEEK_SET;
            else if (mt__bi_is_word(&args[2], "cof"))
                whence = SEEK_CUR;
            else if (mt__bi_is_word(&args[2], "eof"))
                whence = SEEK_END;
            else
                mt_error("fseek: invalid value for origin");
        } else {
            double o = mt__bi_scalar(args, 2);
            if (o == -1)
                whence = SEEK_SET;
            else if (o == 0)
                whence = SEEK_CUR;
            else if (o == 1)
                whence = SEEK_END;
            else
                mt_error("fseek: invalid value for origin");
        }
    }
    if (off != floor(off))
        mt_error("fseek: OFFSET must be an integer");
    /* a position before the start fails and leaves the stream where it was */
    pos = ftell(f);
    if (fseek(f, (long)off, whence) != 0 || ftell(f) < 0) {
        fseek(f, pos, SEEK_SET);
        mt__bi_give_scalar(out[0], MT_DOUBLE, -1);
        return;
    }
    mt__bi_give_scalar(out[0], MT_DOUBLE, 0);
}

BI(frewind)
{
    FILE *f = file_arg("frewind", args, 0, NULL);
    (void)nargs;
    rewind(f);
    if (nout >= 1)
        mt__bi_give_scalar(out[0], MT_DOUBLE, 0);
}

/* ------------------------------------------------------------------------- */
/* fread / fwrite                                                             */
/* ------------------------------------------------------------------------- */

/* A precision's element class and size in bytes (char: one byte read as a char code). */
static int precision_class(const char *p, mt_class *cls, size_t *size)
{
    static const struct {
        const char *name;
        mt_class cls;
        size_t size;
    } tab[] = {
        {"uchar", MT_UINT8, 1},   {"unsigned char", MT_UINT8, 1},
        {"uint8", MT_UINT8, 1},   {"char", MT_CHAR, 1},
        {"char*1", MT_CHAR, 1},   {"schar", MT_INT8, 1},
        {"signed char", MT_INT8, 1}, {"int8", MT_INT8, 1},
        {"integer*1", MT_INT8, 1}, {"int16", MT_INT16, 2},
        {"short", MT_INT16, 2},   {"integer*2", MT_INT16, 2},
        {"uint16", MT_UINT16, 2}, {"ushort", MT_UINT16, 2},
        {"unsigned short", MT_UINT16, 2}, {"int32", MT_INT32, 4},
        {"int", MT_INT32, 4},     {"integer*4", MT_INT32, 4},
        {"uint32", MT_UINT32, 4}, {"uint", MT_UINT32, 4},
        {"unsigned int", MT_UINT32, 4}, {"int64", MT_INT64, 8},
        {"integer*8", MT_INT64, 8}, {"uint64", MT_UINT64, 8},
        {"single", MT_SINGLE, 4}, {"float32", MT_SINGLE, 4},
        {"float", MT_SINGLE, 4},  {"real*4", MT_SINGLE, 4},
        {"double", MT_DOUBLE, 8}, {"float64", MT_DOUBLE, 8},
        {"real*8", MT_DOUBLE, 8},
    };
    size_t k;
    for (k = 0; k < sizeof tab / sizeof tab[0]; k++)
        if (strcmp(p, tab[k].name) == 0) {
            *cls = tab[k].cls;
            *size = tab[k].size;
            return 1;
        }
    return 0;
}

/* Octave's PRECISION string: `src`, `*src` (output of src's class) or `src=>dst`. */
static void parse_precision(const char *fn, const char *p, mt_class *src, size_t *size,
                            mt_class *dst)
{
    char a[64], b[64];
    const char *arrow = strstr(p, "=>");
    size_t dummy;
    int star = p[0] == '*';
    if (star)
        p++;
    if (arrow) {
        size_t n = (size_t)(arrow - p) < sizeof a - 1 ? (size_t)(arrow - p) : sizeof a - 1;
        memcpy(a, p, n);
        a[n] = 0;
        snprintf(b, sizeof b, "%s", arrow + 2);
    } else {
        snprintf(a, sizeof a, "%s", p);
        b[0] = 0;
    }
    while (a[0] == ' ')
        memmove(a, a + 1, strlen(a));
    while (strlen(a) && a[strlen(a) - 1] == ' ')
        a[strlen(a) - 1] = 0;
    if (!precision_class(a, src, size))
        mt_error("%s: invalid PRECISION specified", fn);
    if (arrow) {
        char *q = b;
        while (*q == ' ')
            q++;
        if (!precision_class(q, dst, &dummy))
            mt_error("%s: invalid PRECISION specified", fn);
    } else
        *dst = star ? *src : MT_DOUBLE;
}

/* Element k of a little-endian buffer of class cls as a double. */
static double load_elem(const unsigned char *p, mt_class cls)
{
    switch (cls) {
    case MT_INT8: return (double)(int8_t)p[0];
    case MT_UINT8:
    case MT_CHAR: return (double)p[0];
    case MT_INT16: { int16_t v; memcpy(&v, p, 2); return v; }
    case MT_UINT16: { uint16_t v; memcpy(&v, p, 2); return v; }
    case MT_INT32: { int32_t v; memcpy(&v, p, 4); return v; }
    case MT_UINT32: { uint32_t v; memcpy(&v, p, 4); return v; }
    case MT_INT64: { int64_t v; memcpy(&v, p, 8); return (double)v; }
    case MT_UINT64: { uint64_t v; memcpy(&v, p, 8); return (double)v; }
    case MT_SINGLE: { float v; memcpy(&v, p, 4); return (double)v; }
    default: { double v; memcpy(&v, p, 8); return v; }
    }
}

BI(fread)
{
    FILE *f = file_arg("fread", args, 0, NULL);
    double rows = MT_INF, cols = 1;
    int two = 0;
    mt_class src = MT_UINT8, dst = MT_DOUBLE;
    size_t esize = 1, want, got, r, c, k;
    unsigned char *buf;
    mt_array t = MT_ARRAY_INIT;
    if (nargs >= 2) {
        mt_array v;
        const mt_array *s = mt__bi_arg(&args[1], &v);
        if (s->cls == MT_CHAR || s->numel < 1 || s->numel > 2)
            mt_error("fread: invalid SIZE specified");
        rows = mt__get(s, 0);
        if (s->numel == 2) {
            cols = mt__get(s, 1);
            two = 1;
        }
        if (!(rows >= 0) || (!isinf(rows) && rows != floor(rows)) || !(cols >= 0) ||
            (!isinf(cols) && cols != floor(cols)) || (two && isinf(rows)))
            mt_error("fread: invalid SIZE specified");
    }
    if (nargs >= 3) {
        char p[64];
        if (!text_arg(&args[2], p, sizeof p))
            mt_error("fread: PRECISION must be a string");
        parse_precision("fread", p, &src, &esize, &dst);
    }
    if (nargs >= 4)
        mt_error("mat2c: fread with a SKIP or ARCH argument is not supported");
    /* how many elements: all that are left when any extent is Inf */
    if (isinf(rows) || isinf(cols)) {
        long pos = ftell(f), end;
        fseek(f, 0, SEEK_END);
        end = ftell(f);
        fseek(f, pos, SEEK_SET);
        want = end > pos ? (size_t)(end - pos) / esize : 0;
        if (!isinf(rows) && two)
            want = rows > 0 ? ((want + (size_t)rows - 1) / (size_t)rows) * (size_t)rows : 0;
    } else
        want = (size_t)rows * (size_t)cols;
    buf = (unsigned char *)mt__bi_alloc(want * esize + 1);
    got = want ? fread(buf, esize, want, f) : 0;
    /* a column of what was read (0x0 when no element was asked for), or `rows` rows with
     * the last column padded with zeros */
    if (two) {
        r = (size_t)rows;
        c = r ? (got + r - 1) / r : 0;
    } else {
        r = got;
        c = rows == 0 ? 0 : 1;
    }
    mt__bi_set2(&t, dst, r, c);
    if (r * c != 0)
        memset(t.data, 0, r * c * mt_elsize(dst, 0));
    if (dst == src || (dst == MT_CHAR && src == MT_UINT8) || (dst == MT_UINT8 && src == MT_CHAR))
        memcpy(t.data, buf, got * esize);
    else
        for (k = 0; k < got; k++)
            mt__set(&t, k, load_elem(buf + k * esize, src));
    free(buf);
    mt__bi_give(out[0], &t);
    if (nout >= 2)
        mt__bi_give_scalar(out[1], MT_DOUBLE, (double)got);
}

/* v converted to an element of class cls (Octave's rounding and saturation) at p. */
static void store_elem(unsigned char *p, mt_class cls, double v)
{
    if (cls == MT_DOUBLE) {
        memcpy(p, &v, 8);
        return;
    }
    if (cls == MT_SINGLE) {
        float x = (float)v;
        memcpy(p, &x, 4);
        return;
    }
    {
        double lo, hi, r;
        switch (cls) {
        case MT_INT8: lo = -128; hi = 127; break;
        case MT_INT16: lo = -32768; hi = 32767; break;
        case MT_UINT16: lo = 0; hi = 65535; break;
        case MT_INT32: lo = -2147483648.0; hi = 2147483647.0; break;
        case MT_UINT32: lo = 0; hi = 4294967295.0; break;
        case MT_INT64: lo = -9223372036854775808.0; hi = 9223372036854775807.0; break;
        case MT_UINT64: lo = 0; hi = 18446744073709551615.0; break;
        default: lo = 0; hi = 255; break;
        }
        r = v != v ? 0 : v >= hi ? hi : v <= lo ? lo : round(v);
        switch (cls) {
        case MT_INT8: { int8_t x = (int8_t)r; memcpy(p, &x, 1); break; }
        case MT_INT16: { int16_t x = (int16_t)r; memcpy(p, &x, 2); break; }
        case MT_UINT16: { uint16_t x = (uint16_t)r; memcpy(p, &x, 2); break; }
        case MT_INT32: { int32_t x = (int32_t)r; memcpy(p, &x, 4); break; }
        case MT_UINT32: { uint32_t x = (uint32_t)r; memcpy(p, &x, 4); break; }
        case MT_INT64: {
            int64_t x = r >= 9223372036854775807.0 ? INT64_MAX : (int64_t)r;
            memcpy(p, &x, 8);
            break;
        }
        case MT_UINT64: {
            uint64_t x = r >= 18446744073709551615.0 ? UINT64_MAX : (uint64_t)r;
            memcpy(p, &x, 8);
            break;
        }
        default: p[0] = (unsigned char)r; break;
        }
    }
}

BI(fwrite)
{
    FILE *f = file_arg("fwrite", args, 0, NULL);
    mt_array v;
    const mt_array *a = mt__bi_arg(&args[1], &v);
    mt_class cls = MT_UINT8, dst;
    size_t esize = 1, k, n;
    unsigned char *buf;
    if (nargs >= 3) {
        char p[64];
        if (!text_arg(&args[2], p, sizeof p))
            mt_error("fwrite: PRECISION must be a string");
        parse_precision("fwrite", p, &cls, &esize, &dst);
    }
    if (nargs >= 4)
        mt_error("mat2c: fwrite with a SKIP or ARCH argument is not supported");
    if (a->cls == MT_CELL || a->cls == MT_STRUCT || a->cls == MT_FHANDLE || a->cls == MT_MAP)
        mt_error("fwrite: wrong type argument '%s'", mt__type_name(a));
    if (a->cplx)
        mt_error("mat2c: fwrite of complex values is not supported");
    n = a->numel;
    buf = (unsigned char *)mt__bi_alloc(n * esize + 1);
    for (k = 0; k < n; k++)
        store_elem(buf + k * esize, cls == MT_CHAR ? MT_UINT8 : cls, mt__get(a, k));
    if (f == stderr)
        fflush(stdout);
    k = n ? fwrite(buf, esize, n, f) : 0;
    free(buf);
    mt__bi_give_scalar(out[0], MT_DOUBLE, (double)k);
    (void)nout;
}

/* fscanf(fid, template [, size]): sscanf of what is left in the file, which is then read up
 * to where the conversions stopped. */
BI(fscanf)
{
    FILE *f = file_arg("fscanf", args, 0, NULL);
    long pos, end;
    size_t n;
    mt_array *text, *extra[3];
    mt_array *outs[4];
    mt_arg a2[3];
    int k, eof = 0;
    if (nargs < 2)
        mt_error("Invalid call to fscanf");
    if (nargs >= 3 && mt__bi_is_string(&args[2]))
        mt_error("mat2c: fscanf with the \"C\" form is not supported");
    pos = ftell(f);
    fseek(f, 0, SEEK_END);
    end = ftell(f);
    fseek(f, pos, SEEK_SET);
    n = end > pos ? (size_t)(end - pos) : 0;
    /* held: a format error inside the scan unwinds past the frees below */
    text = mt__held_new();
    mt__bi_set2(text, MT_CHAR, 1, n);
    if (n)
        n = fread(text->data, 1, n, f);
    a2[0].a = text;
    a2[0].s = 0;
    a2[1] = args[1];
    if (nargs >= 3)
        a2[2] = args[2];
    for (k = 0; k < 3; k++)
        extra[k] = mt__held_new();
    outs[0] = out[0];
    outs[1] = nout >= 2 ? out[1] : extra[0];
    outs[2] = nout >= 3 ? out[2] : extra[1];
    outs[3] = extra[2];
    mt__scanf("fscanf", 4, outs, nargs >= 3 ? 3 : 2, a2, &eof);
    /* the next index is 1-based in what was read; a scan that hit the end leaves the
     * stream at EOF (feof true), one that stopped there does not */
    fseek(f, pos + (long)mt__get(extra[2], 0) - 1, SEEK_SET);
    if (eof && getc(f) != EOF)
        fseek(f, -1, SEEK_CUR);
    for (k = 0; k < 3; k++)
        mt__held_drop(extra[k]);
    mt__held_drop(text);
}

/* fileread(name): the whole file as a char row. */
BI(fileread)
{
    char name[4096];
    FILE *f;
    long n;
    mt_array t = MT_ARRAY_INIT;
    (void)nout;
    (void)nargs;
    if (!text_arg(&args[0], name, sizeof name))
        mt_error("fileread: FILENAME argument must be a string");
#ifdef MT_NO_STDIO
    (void)f;
    (void)n;
    (void)t;
    (void)out;
    mt_error("fileread: cannot open file");
#else
    f = fopen(name, "rb");
    if (!f)
        mt_error("fileread: cannot open file");
    fseek(f, 0, SEEK_END);
    n = ftell(f);
    fseek(f, 0, SEEK_SET);
    if (n < 0)
        n = 0;
    t.cls = MT_CHAR;
    mt__bi_set2(&t, MT_CHAR, 1, (size_t)n);
    if (n && fread(t.data, 1, (size_t)n, f) != (size_t)n) {
        fclose(f);
        mt_free(&t);
        mt_error("fileread: cannot read file");
    }
    fclose(f);
    mt__bi_give(out[0], &t);
#endif
}

/* ------------------------------------------------------------------------- */
/* the file system                                                            */
/* ------------------------------------------------------------------------- */

/* 1 for a regular file (want 0) or a folder (want 1). */
static int path_is(const char *p, int want)
{
#ifdef MT_NO_STDIO
    (void)p;
    (void)want;
    return 0;
#else
    struct stat st;
    if (stat(p, &st) != 0)
        return 0;
    return want ? S_ISDIR(st.st_mode) != 0 : S_ISREG(st.st_mode) != 0;
#endif
}

/* isfile/isfolder of a string or a cell of strings (a logical of the cell's shape). */
static void path_test(mt_array *out, const mt_arg *g, int want, const char *fn)
{
    mt_array v, t = MT_ARRAY_INIT;
    const mt_array *a = mt__bi_arg(g, &v);
    char p[4096];
    size_t k;
    if (a->cls == MT_CHAR) {
        mt_arg one;
        one.a = (mt_array *)a;
        text_arg(&one, p, sizeof p);
        mt__bi_give_bool(out, path_is(p, want));
        return;
    }
    if (a->cls != MT_CELL)
        mt_error("%s: F must be a string or cell array of strings", fn);
    for (k = 0; k < a->numel; k++)
        if (mt__cell_at(a, k)->cls != MT_CHAR)
            mt_error("%s: F must be a string or cell array of strings", fn);
    mt_resize(&t, MT_LOGICAL, 0, a->ndims, a->dims);
    for (k = 0; k < a->numel; k++) {
        mt_arg one;
        one.a = (mt_array *)mt__cell_at(a, k);
        text_arg(&one, p, sizeof p);
        ((uint8_t *)t.data)[k] = (uint8_t)path_is(p, want);
    }
    mt__bi_give(out, &t);
}

BI(isfile)
{
    (void)nout;
    (void)nargs;
    path_test(out[0], &args[0], 0, "isfile");
}

BI(isfolder)
{
    (void)nout;
    (void)nargs;
    path_test(out[0], &args[0], 1, "isfolder");
}

BI(pwd)
{
    (void)nout;
    (void)nargs;
    (void)args;
#ifdef MT_NO_STDIO
    mt_from_string(out[0], "/");
#else
    char buf[4096];
    if (!getcwd(buf, sizeof buf))
        mt_error("pwd: cannot get the current folder");
    mt_from_string(out[0], buf);
#endif
}

/* Octave 7's tempdir.m: $TMPDIR, else /tmp, with a trailing separator. */
static void temp_folder(char *buf, size_t n)
{
    const char *d = getenv("TMPDIR");
    if (!d || !*d)
        d = "/tmp";
    snprintf(buf, n, "%s%s", d, d[strlen(d) - 1] == '/' ? "" : "/");
}

BI(tempdir)
{
    char buf[4096];
    (void)nout;
    (void)nargs;
    (void)args;
    temp_folder(buf, sizeof buf);
    mt_from_string(out[0], buf);
}

/* tempname([dir [, prefix]]): dir/prefixXXXXXX with six random letters and digits (the
 * file is not created); dir defaults to tempdir, prefix to "oct-". */
BI(tempname)
{
    static const char set[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    static unsigned long long state;
    char dir[2048], prefix[256] = "oct-", buf[4096];
    size_t k, n;
    (void)nout;
    dir[0] = 0;
    if (nargs >= 1 && !text_arg(&args[0], dir, sizeof dir))
        mt_error("tempname: DIR must be a string");
    if (nargs >= 2 && !text_arg(&args[1], prefix, sizeof prefix))
        mt_error("tempname: PREFIX must be a string");
    if (!dir[0])
        temp_folder(dir, sizeof dir);
    n = strlen(dir);
    if (n && dir[n - 1] != '/' && n + 1 < sizeof dir) {
        dir[n] = '/';
        dir[n + 1] = 0;
    }
    if (!state)
        state = (unsigned long long)time(NULL) ^ ((unsigned long long)clock() << 20) ^
                (unsigned long long)(size_t)&state;
    n = (size_t)snprintf(buf, sizeof buf - 8, "%s%s", dir, prefix);
    for (k = 0; k < 6; k++) {
        /* splitmix64: a fresh name per call, not the program's rand stream */
        unsigned long long z = (state += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        z ^= z >> 31;
        buf[n + k] = set[z % (sizeof set - 1)];
    }
    buf[n + 6] = 0;
    mt_from_string(out[0], buf);
}

/* delete(file, ...): removes each file; a missing one warns as Octave's delete.m. */
BI(delete)
{
    int k;
    (void)nout;
    (void)out;
    for (k = 0; k < nargs; k++) {
        char p[4096];
        if (!text_arg(&args[k], p, sizeof p))
            mt_error("delete: first argument must be a filename or graphics handle");
        if (strpbrk(p, "*?["))
            mt_error("mat2c: delete with a wildcard pattern is not supported");
#ifdef MT_NO_STDIO
        mt_warn(NULL, "delete: no such file: %s", p);
#else
        if (!path_is(p, 0) && !path_is(p, 1)) {
            mt_warn(NULL, "delete: no such file: %s", p);
            continue;
        }
        if (path_is(p, 1)) {
            mt_warn(NULL, "delete: %s is a directory", p);
            continue;
        }
        if (remove(p) != 0)
            mt_warn(NULL, "delete: %s", strerror(errno));
#endif
    }
}

/* system(cmd): runs cmd with /bin/sh; with two outputs its standard output is returned as
 * text, otherwise it goes to the program's standard output. The status is the command's
 * exit status. */
BI(system)
{
    char *cmd;
    mt_array v;
    const mt_array *a = mt__bi_arg(&args[0], &v);
    int st = -1;
    (void)nargs;
    if (a->cls != MT_CHAR)
        mt_error("system: first argument must be a string");
    if (nargs >= 2)
        mt_error("mat2c: system with RETURN_OUTPUT or TYPE arguments is not supported");
    fflush(stdout);
    fflush(stderr);
#ifdef MT_NO_STDIO
    (void)cmd;
    (void)st;
    (void)nout;
    (void)out;
    mt_error("mat2c: system is not available in a runtime built without stdio");
#else
    cmd = mt__bi_cstr(a);
    if (nout >= 2) {
        FILE *p = popen(cmd, "r");
        char *s = NULL;
        size_t n = 0, cap = 0, got;
        free(cmd);
        if (p) {
            char chunk[4096];
            while ((got = fread(chunk, 1, sizeof chunk, p)) > 0) {
                if (n + got > cap) {
                    char *t;
                    cap = 2 * (n + got);
                    t = (char *)realloc(s, cap);
                    if (!t) {
                        free(s);
                        pclose(p);
                        mt_error("out of memory or dimension too large for Octave's index type");
                    }
                    s = t;
                }
                memcpy(s + n, chunk, got);
                n += got;
            }
            st = pclose(p);
        }
        if (st != -1 && WIFEXITED(st))
            st = WEXITSTATUS(st);
        mt__bi_give_scalar(out[0], MT_DOUBLE, (double)st);
        give_chars(out[1], s ? s : "", n);
        free(s);
        return;
    }
    st = system(cmd);
    free(cmd);
    if (st != -1 && WIFEXITED(st))
        st = WEXITSTATUS(st);
    mt__bi_give_scalar(out[0], MT_DOUBLE, (double)st);
#endif
}

/* ------------------------------------------------------------------------- */
/* folders                                                                    */
/* ------------------------------------------------------------------------- */

/* The [status, msg, msgid] outputs of mkdir/rmdir; with no output a failure is Octave's
 * "FN: operation failed: MSG" error. */
static void give_status(const char *fn, int nout, mt_array *const *out, int ok, const char *msg)
{
    if (nout < 1 && !ok)
        mt_error("%s: operation failed: %s", fn, msg);
    if (nout >= 1)
        mt__bi_give_bool(out[0], ok);
    if (nout >= 2)
        mt_from_string(out[1], msg);
    if (nout >= 3)
        mt_from_string(out[2], msg[0] ? fn : "");
}

/* mkdir(dir), mkdir(parent, dir): creates the folder and any missing parents. */
BI(mkdir)
{
    char path[4096], part[2048];
    size_t n;
    if (!text_arg(&args[0], path, sizeof path))
        mt_error("mkdir: DIRNAME must be a string");
    if (nargs >= 2) {
        if (!text_arg(&args[1], part, sizeof part))
            mt_error("mkdir: DIRNAME must be a string");
        n = strlen(path);
        snprintf(path + n, sizeof path - n, "%s%s", n && path[n - 1] != '/' ? "/" : "", part);
    }
#ifdef MT_NO_STDIO
    (void)n;
    give_status("mkdir", nout, out, 0, "mat2c: this runtime is built without files");
#else
    if (path_is(path, 1)) {
        if (nout < 1)
            mt_warn(NULL, "mkdir: directory exists\n"); /* no backtrace, as mkdir.m */
        give_status("mkdir", nout, out, 1, "directory exists");
        return;
    }
    /* each missing parent first (Octave 7's mkdir makes them) */
    for (n = 1; path[n]; n++)
        if (path[n] == '/' && path[n - 1] != '/') {
            path[n] = 0;
            if (!path_is(path, 1))
                mkdir(path, 0777);
            path[n] = '/';
        }
    errno = 0;
    if (mkdir(path, 0777) != 0 && !path_is(path, 1)) {
        give_status("mkdir", nout, out, 0, strerror(errno));
        return;
    }
    give_status("mkdir", nout, out, 1, "");
#endif
}

#ifndef MT_NO_STDIO
#include <dirent.h>

/* Removes folder p and everything in it: 0, or -1 with errno set. */
static int remove_tree(const char *p)
{
    DIR *d = opendir(p);
    struct dirent *e;
    int rc = 0;
    if (!d)
        return -1;
    while (rc == 0 && (e = readdir(d)) != NULL) {
        char sub[4096];
        if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
            continue;
        snprintf(sub, sizeof sub, "%s/%s", p, e->d_name);
        rc = path_is(sub, 1) ? remove_tree(sub) : remove(sub);
    }
    closedir(d);
    return rc == 0 ? rmdir(p) : rc;
}
#endif

/* rmdir(dir), rmdir(dir, 's') (with everything in it). */
BI(rmdir)
{
    char path[4096];
    int rc;
    if (!text_arg(&args[0], path, sizeof path))
        mt_error("rmdir: DIRNAME must be a string");
    if (nargs >= 2 && !mt__bi_is_word(&args[1], "s"))
        mt_error("rmdir: second argument must be \"s\" for recursive removal");
#ifdef MT_NO_STDIO
    (void)rc;
    give_status("rmdir", nout, out, 0, "mat2c: this runtime is built without files");
#else
    errno = 0;
    rc = nargs >= 2 ? remove_tree(path) : rmdir(path);
    give_status("rmdir", nout, out, rc == 0, rc == 0 ? "" : strerror(errno));
#endif
}

/* [err, msg] = unlink(file): 0 and "", or -1 and the system's message. */
BI(unlink)
{
    char path[4096];
    int rc;
    (void)nargs;
    if (!text_arg(&args[0], path, sizeof path))
        mt_error("unlink: FILE must be a string");
#ifdef MT_NO_STDIO
    /* no files, and no strerror (newlib's may allocate) */
    const char *why = "mat2c: this runtime is built without files";
    rc = -1;
#else
    const char *why;
    errno = 0;
    rc = unlink(path);
    why = rc == 0 ? "" : strerror(errno);
#endif
    if (nout < 1 && rc != 0)
        mt_error("unlink: operation failed: %s", why);
    if (nout >= 1)
        mt__bi_give_scalar(out[0], MT_DOUBLE, rc == 0 ? 0 : -1);
    if (nout >= 2)
        mt_from_string(out[1], rc == 0 ? "" : why);
}

/* `~` or `~/...` at the start of a name made $HOME. */
static void expand_one(mt_array *r, const mt_array *a)
{
    const uint8_t *s = (const uint8_t *)a->data;
    const char *home = getenv("HOME");
    size_t n = a->numel, h;
    mt_array t = MT_ARRAY_INIT;
    if (a->cls != MT_CHAR)
        mt_error("tilde_expand: argument must be char or cellstr object");
    if (!home || n == 0 || s[0] != '~' || (n > 1 && s[1] != '/')) {
        mt_copy(r, a);
        return;
    }
    h = strlen(home);
    mt__bi_set2(&t, MT_CHAR, 1, h + n - 1);
    memcpy(t.data, home, h);
    if (n > 1)
        memcpy((uint8_t *)t.data + h, s + 1, n - 1);
    mt__bi_give(r, &t);
}

BI(tilde_expand)
{
    mt_array v;
    const mt_array *a = mt__bi_arg(&args[0], &v);
    (void)nout;
    (void)nargs;
    if (a->cls == MT_CELL) {
        size_t k;
        mt_array c = MT_ARRAY_INIT;
        for (k = 0; k < a->numel; k++)
            if (mt__cell_at(a, k)->cls != MT_CHAR)
                mt_error("tilde_expand: argument must be char or cellstr object");
        mt_cell_new(&c, a->ndims, a->dims);
        for (k = 0; k < a->numel; k++) {
            mt_array e = MT_ARRAY_INIT;
            expand_one(&e, mt__cell_at(a, k));
            mt__cell_put(&c, k, &e);
            mt_free(&e);
        }
        mt__bi_give(out[0], &c);
        return;
    }
    expand_one(out[0], a);
}
