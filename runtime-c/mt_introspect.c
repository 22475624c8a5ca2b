/* mt_introspect.c: `exist` of a name the compiler could not decide (a file or folder,
 * looked up when the program runs) and `typecast`. */
#define _POSIX_C_SOURCE 200809L
#include "mt_internal.h"

#include <stdio.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>


/* 2 for a file, 7 for a folder, 0 otherwise. */
static int file_code(const char *path)
{
    struct stat st;
    if (stat(path, &st) != 0)
        return 0;
    return S_ISDIR(st.st_mode) ? 7 : 2;
}

/* exist(name [, type]) where name is neither a variable nor a known function: a file or
 * folder relative to the working folder (a plain name also as `name.m`). */
BI(exist)
{
    mt_array view;
    const mt_array *a = mt__bi_arg(&args[0], &view);
    char *name, *type = NULL;
    int code;
    (void)nout;
    if (a->cls != MT_CHAR)
        mt_error("exist: NAME must be a string");
    if (nargs >= 2) {
        const mt_array *t = mt__bi_arg(&args[1], &view);
        if (t->cls != MT_CHAR)
            mt_error("exist: TYPE must be a string");
        type = mt__bi_cstr(t);
        if (strcmp(type, "var") && strcmp(type, "builtin") && strcmp(type, "file") &&
            strcmp(type, "dir") && strcmp(type, "class")) {
            char msg[300];
            snprintf(msg, sizeof msg, "exist: unrecognized type argument \"%.200s\"", type);
            free(type);
            mt_error("%s", msg);
        }
    }
    name = mt__bi_cstr(a);
    code = file_code(name);
    if (code == 0 && !strchr(name, '.') && !strchr(name, '/')) {
        size_t n = strlen(name);
        char *m = (char *)mt__bi_alloc(n + 3);
        memcpy(m, name, n);
        memcpy(m + n, ".m", 3);
        code = file_code(m) == 2 ? 2 : 0;
        free(m);
    }
    if (type && (strcmp(type, "var") == 0 || strcmp(type, "builtin") == 0 ||
                 strcmp(type, "class") == 0 || (strcmp(type, "dir") == 0 && code != 7)))
        code = 0;
    free(type);
    free(name);
    mt__bi_give_scalar(out[0], MT_DOUBLE, (double)code);
}

/* The class named `s` (any case) for typecast, or -1. */
static int cast_class(const char *s)
{
    static const struct {
        const char *name;
        mt_class cls;
    } names[] = {
        {"double", MT_DOUBLE}, {"single", MT_SINGLE}, {"int8", MT_INT8},   {"uint8", MT_UINT8},
        {"int16", MT_INT16},   {"uint16", MT_UINT16}, {"int32", MT_INT32}, {"uint32", MT_UINT32},
        {"int64", MT_INT64},   {"uint64", MT_UINT64}, {"char", MT_CHAR},
    };
    size_t k, i;
    for (k = 0; k < sizeof names / sizeof names[0]; k++) {
        const char *n = names[k].name;
        for (i = 0; n[i] && s[i] && (s[i] | 0x20) == n[i]; i++)
            ;
        if (!n[i] && !s[i])
            return (int)names[k].cls;
    }
    return -1;
}

/* typecast(x, class): the bytes of x (little-endian, complex as interleaved parts) read as
 * elements of `class`. A row (or scalar) gives a row, an empty that is not a column 0x0,
 * anything else a column. */
BI(typecast)
{
    mt_array view, cview, tmp = MT_ARRAY_INIT;
    const mt_array *x;
    char *cname;
    int cls;
    size_t bytes, esz, n, rows, cols;
    (void)nout;
    if (nargs != 2)
        mt_error("Invalid call to typecast.  Correct usage is:\n\n -- Y = typecast (X, \"CLASS\")");
    x = mt__bi_arg(&args[0], &view);
    if (x->cls == MT_CELL || x->cls == MT_STRUCT)
        mt_error("typecast: invalid input CLASS: %s", mt_class_name(x->cls));
    {
        const mt_array *c = mt__bi_arg(&args[1], &cview);
        if (c->cls != MT_CHAR)
            mt_error("typecast: CLASS must be a string");
        cname = mt__bi_cstr(c);
    }
    cls = cast_class(cname);
    if (cls < 0) {
        char msg[256];
        snprintf(msg, sizeof msg, "typecast: cannot convert to %.200s class", cname);
        free(cname);
        mt_error("%s", msg);
    }
    free(cname);
    bytes = x->numel * mt_elsize(x->cls, x->cplx);
    esz = mt_elsize((mt_class)cls, 0);
    if (bytes % esz != 0)
        mt_error("typecast: incorrect number of input values to make output value");
    n = bytes / esz;
    if (x->dims[0] == 1) {
        rows = 1;
        cols = n;
    } else if (x->numel == 0 && !(x->ndims == 2 && x->dims[1] == 1)) {
        rows = 0;
        cols = 0;
    } else {
        rows = n;
        cols = 1;
    }
    mt__bi_set2(&tmp, (mt_class)cls, rows, cols);
    if (bytes)
        memcpy(tmp.data, x->data, bytes);
    mt__bi_give(out[0], &tmp);
}

/* narginchk(lo, hi, nargin) / nargoutchk(lo, hi, nargout): the count comes from lowering. */
static void nargchk(const char *fn, int nargs, const mt_arg *args, const char *few, const char *many)
{
    double lo, hi, n;
    if (nargs != 3)
        mt_error("Invalid call to %s", fn);
    lo = mt__bi_scalar(args, 0);
    hi = mt__bi_scalar(args, 1);
    n = mt__bi_scalar(args, 2);
    if (lo > hi)
        mt_error("%s: MINARGS cannot be larger than MAXARGS", fn);
    if (n < lo)
        mt_error("%s: %s", fn, few);
    if (n > hi)
        mt_error("%s: %s", fn, many);
}

BI(narginchk)
{
    (void)nout;
    (void)out;
    nargchk("narginchk", nargs, args, "not enough input arguments", "too many input arguments");
}

BI(nargoutchk)
{
    (void)nout;
    (void)out;
    nargchk("nargoutchk", nargs, args, "Not enough output arguments", "Too many output arguments");
}

/* Does every element of `a` hold a nonzero value (Octave's all(cond(:)), false when empty)? */
static int all_true(const mt_array *a)
{
    size_t i;
    if (a->numel == 0 || (a->cls != MT_LOGICAL && (a->cls == MT_CHAR || a->cls == MT_CELL ||
                                                   a->cls == MT_STRUCT)))
        return 0;
    for (i = 0; i < a->numel; i++) {
        double re = mt__get(a, i);
        if (a->cplx) {
            double im = mt__get_im(a, i);
            if (re == 0 && im == 0)
                return 0;
        } else if (re == 0) {
            return 0;
        }
    }
    return 1;
}

/* assert(observed, expected [, tol]) with numeric or char values: passes when class and size
 * agree and each element is within tol (absolute; negative: relative), NaN matching NaN. */
static int assert_equal(const mt_array *o, const mt_array *e, double tol)
{
    size_t i;
    int d;
    if (o->cls != e->cls || o->cplx || e->cplx || o->cls == MT_CELL || o->cls == MT_STRUCT ||
        o->ndims != e->ndims)
        return 0;
    for (d = 0; d < o->ndims; d++)
        if (o->dims[d] != e->dims[d])
            return 0;
    for (i = 0; i < o->numel; i++) {
        double x = mt__get(o, i), y = mt__get(e, i), err = fabs(x - y);
        if (x != x || y != y) {
            if ((x != x) != (y != y))
                return 0;
            continue;
        }
        if (x == y)
            continue;
        if (tol == 0 || err > (tol > 0 ? tol : fabs(tol) * fabs(y)))
            return 0;
    }
    return 1;
}

/* assert(TEXT, cond, ...): TEXT is Octave's reprint of the condition (lowering adds it). */
BI(assert)
{
    mt_array v0, v1, v2;
    const mt_array *text, *cond;
    (void)nout;
    (void)out;
    text = mt__bi_arg(&args[0], &v0);
    cond = mt__bi_arg(&args[1], &v1);
    if (nargs == 2 ||
        (nargs > 2 && cond->cls == MT_LOGICAL && mt__bi_arg(&args[2], &v2)->cls == MT_CHAR)) {
        if (all_true(cond))
            return;
        if (nargs == 2) {
            char *t = mt__bi_cstr(text);
            char msg[1100];
            snprintf(msg, sizeof msg, "assert (%.1000s) failed", t);
            free(t);
            mt_error("%s", msg);
        }
        mt_user_error(nargs - 2, args + 2);
        return;
    }
    if (nargs <= 4) {
        const mt_array *e = mt__bi_arg(&args[2], &v2);
        double tol = nargs == 4 ? mt__bi_scalar(args, 3) : 0.0;
        if (assert_equal(cond, e, tol))
            return;
    }
    mt_error("mat2c: the report of a failed assert (observed, expected) is not supported");
}
