/* mt_introspect.c: `exist` of a name the compiler could not decide (a file or folder,
 * looked up when the program runs), `typecast` and `typeinfo`. */
#define _POSIX_C_SOURCE 200809L
#include "mt_internal.h"

#include <ctype.h>
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
    if (nargs >= 3 && code == 0 && !strchr(name, '.') && !strchr(name, '/') &&
        strcmp(type, "dir") != 0) {
        /* a name computed at run time that is no file could be a function of Octave's */
        char msg[300];
        snprintf(msg, sizeof msg,
                 "mat2c: exist('%.200s', 'file') of a name computed at run time that is no "
                 "file is not supported",
                 name);
        free(type);
        free(name);
        mt_error("%s", msg);
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

/* isargout (k, nargout, ignored) as Octave's Fisargout: the caller's nargout and the mask of
 * the outputs it wrote as `~` (bit k - 1 for output k) come from lowering (0 and 0 in a
 * script, and in a call through a handle, which passes neither). Output k is asked for when
 * k is 1 or at most nargout, and not ignored; k must be a positive whole number. A numeric
 * or logical scalar is one k; a numeric array gives a logical array of its shape. */
static int isargout1(double k, double nargout, double ignored)
{
    if (k != trunc(k) || k <= 0)
        mt_error("isargout: K must be a positive integer");
    if (mt__mask_bit(ignored, k))
        return 0;
    return k == 1 || k <= nargout;
}

BI(isargout)
{
    mt_array v0, r = MT_ARRAY_INIT;
    const mt_array *k = mt__bi_arg(&args[0], &v0);
    double n = nargs > 1 ? mt__bi_scalar(args, 1) : 0, ign = nargs > 2 ? mt__bi_scalar(args, 2) : 0;
    size_t i;
    int numeric = k->cls != MT_CHAR && k->cls != MT_LOGICAL && !mt__is_container(k) &&
                  k->cls != MT_FHANDLE;
    (void)nout;
    if (k->numel == 1 && k->ndims == 2 && (numeric || k->cls == MT_LOGICAL)) {
        mt__bi_give_scalar(out[0], MT_LOGICAL, isargout1(mt__get(k, 0), n, ign));
        return;
    }
    if (!numeric)
        mt_error("isargout: wrong type argument '%s'", mt__type_name(k));
    for (i = 0; i < k->numel; i++) /* every k checked before the result is allocated */
        (void)isargout1(mt__get(k, i), n, ign);
    mt_resize(&r, MT_LOGICAL, 0, k->ndims, k->dims);
    for (i = 0; i < k->numel; i++)
        ((uint8_t *)r.data)[i] = (uint8_t)isargout1(mt__get(k, i), n, ign);
    mt__bi_give(out[0], &r);
}

/* A valid variable name as Octave's isvarname: a letter or underscore, then letters, digits
 * and underscores, at most 63 characters, not a keyword. */
static int is_varname(const char *s, size_t n)
{
    size_t i;
    if (n == 0 || n > 63 || !(isalpha((unsigned char)s[0]) || s[0] == '_'))
        return 0;
    for (i = 1; i < n; i++)
        if (!(isalnum((unsigned char)s[i]) || s[i] == '_'))
            return 0;
    return !mt__iskeyword(s);
}

/* inputname (n, ids_only, argn, argvars) as Octave's inputname.m: argn holds the texts of
 * the caller's arguments (Octave's .argn.), argvars the mask of those that are variables of
 * the caller (lowering passes an empty cell in a script and calls through handles are
 * refused). Past the last argument the name is ""; with ids_only, so is the text of an
 * argument that is not a variable. */
BI(inputname)
{
    mt_array v0, v1, v2, r = MT_ARRAY_INIT;
    const mt_array *n = mt__bi_arg(&args[0], &v0), *ids = mt__bi_arg(&args[1], &v1);
    const mt_array *argn = nargs > 2 ? mt__bi_arg(&args[2], &v2) : NULL;
    double mask = nargs > 3 ? mt__bi_scalar(args, 3) : 0, k;
    const mt_array *t;
    char *s;
    int only_ids;
    (void)nout;
    k = n->numel == 1 && !mt__is_container(n) && n->cls != MT_FHANDLE ? mt__get(n, 0) : 0;
    if (n->numel != 1 || mt__is_container(n) || n->cls == MT_FHANDLE || n->cplx ||
        !(k >= 1 && k == floor(k)))
        mt_error("inputname: N must be a scalar index");
    if (!argn || argn->cls != MT_CELL || k > (double)argn->numel) {
        mt_from_string(&r, "");
        r.dims[0] = r.dims[1] = 0;
        mt__bi_give(out[0], &r);
        return;
    }
    only_ids = mt_istrue(ids); /* may raise: before the name's copy is made */
    t = mt__cell_at(argn, (size_t)k - 1);
    s = mt__bi_cstr(t);
    if (only_ids && !(is_varname(s, t->numel) && mt__mask_bit(mask, k))) {
        mt_from_string(&r, "");
        r.dims[0] = r.dims[1] = 0;
    } else
        mt_copy(&r, t);
    free(s);
    mt__bi_give(out[0], &r);
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

/* assert(observed, expected [, tol]) as Octave's assert.m: failures are rows of its report
 * table (Location | Observed | Expected | Reason), appended to a growing text. */
typedef struct arep {
    char *s;
    size_t n, cap;
} arep;

static void arep_row(arep *r, const char *idx, const char *obs, const char *exp,
                     const char *why)
{
    char line[600];
    int li = (int)strlen(idx), lo = (int)strlen(obs), le = (int)strlen(exp), k;
    k = snprintf(line, sizeof line, "%*s%*s %*s%*s %*s%*s   %s\n", 6 + li / 2, idx,
                 6 - li / 2 > 0 ? 6 - li / 2 : 0, "", 6 + lo / 2, obs,
                 6 - lo / 2 > 0 ? 6 - lo / 2 : 0, "", 6 + le / 2, exp,
                 6 - le / 2 > 0 ? 6 - le / 2 : 0, "", why);
    if (k < 0)
        return;
    if ((size_t)k >= sizeof line)
        k = (int)sizeof line - 1;
    if (r->n + (size_t)k + 1 > r->cap) {
        r->cap = (r->n + (size_t)k + 1) * 2;
        r->s = (char *)realloc(r->s, r->cap);
        if (!r->s)
            mt_error("out of memory");
    }
    memcpy(r->s + r->n, line, (size_t)k + 1);
    r->n += (size_t)k;
}

static void dims_text(char *buf, size_t n, const char *p, const mt_array *a)
{
    int d;
    size_t k = (size_t)snprintf(buf, n, "%s(", p);
    for (d = 0; d < a->ndims && k < n; d++)
        k += (size_t)snprintf(buf + k, n - k, d ? "x%lu" : "%lu", (unsigned long)a->dims[d]);
    if (k < n)
        snprintf(buf + k, n - k, ")");
}

/* num2str of element i (real or complex) */
static void elem_text(char *buf, size_t n, const mt_array *a, size_t i)
{
    mt_array t = MT_ARRAY_INIT, s = MT_ARRAY_INIT;
    size_t one[2] = {1, 1};
    mt_arg g;
    char *c;
    mt_resize(&t, a->cls, a->cplx, 2, one);
    mt__set_c(&t, 0, mt__get(a, i), mt__get_im(a, i));
    g.a = &t;
    g.s = 0;
    mt_num2str(&s, g);
    c = mt__bi_cstr(&s);
    snprintf(buf, n, "%s", c);
    free(c);
    mt_free(&t);
    mt_free(&s);
}

/* Octave's ind2tuple: () for a scalar, (k) for a vector, else every subscript. */
static void index_text(char *buf, size_t n, const mt_array *a, size_t i)
{
    int d, vec = a->ndims == 2 && (a->dims[0] == 1 || a->dims[1] == 1);
    size_t k;
    if (a->numel == 1) {
        snprintf(buf, n, "()");
        return;
    }
    if (vec) {
        snprintf(buf, n, "(%lu)", (unsigned long)i + 1);
        return;
    }
    k = (size_t)snprintf(buf, n, "(");
    for (d = 0; d < a->ndims && k < n; d++) {
        k += (size_t)snprintf(buf + k, n - k, d ? ",%lu" : "%lu",
                              (unsigned long)(i % a->dims[d]) + 1);
        i /= a->dims[d];
    }
    if (k < n)
        snprintf(buf + k, n - k, ")");
}

static int same_dims(const mt_array *o, const mt_array *e)
{
    int d;
    if (o->ndims != e->ndims)
        return 0;
    for (d = 0; d < o->ndims; d++)
        if (o->dims[d] != e->dims[d])
            return 0;
    return 1;
}

/* 1 when equal; else rows in *r, and *inner set when they come from an element of a cell or
 * a struct (Octave reports those from its recursive call). */
/* A tolerance array of the expected value's size: one tolerance per element (assert.m). */
static const mt_array *assert_tols;

/* typed: no tolerance argument was given; only then are classes and complexity compared
 * (assert.m's `nargin < 3`; its recursive calls on elements always pass tol). */
static int assert_cmp(const mt_array *o, const mt_array *e, double tol, int typed, arep *r,
                      int *inner)
{
    char b1[64], b2[64], b3[64], why[160];
    size_t i, j, k;
    if (e->cls == MT_CELL || e->cls == MT_STRUCT) {
        const char *what = e->cls == MT_CELL ? "cell" : "struct";
        if (o->cls != e->cls) {
            snprintf(why, sizeof why, "Expected %s, but observed %s", what, mt_class_name(o->cls));
            arep_row(r, "()", "O", "E", why);
            return 0;
        }
        if (!same_dims(o, e)) {
            dims_text(b1, sizeof b1, "O", o);
            dims_text(b2, sizeof b2, "E", e);
            arep_row(r, ".", b1, b2,
                     e->cls == MT_CELL ? "Dimensions don't match" : "Structure sizes don't match");
            return 0;
        }
        if (e->cls == MT_STRUCT) {
            mt_array fo = MT_ARRAY_INIT, fe = MT_ARRAY_INIT;
            int ok = 1;
            mt_fieldnames(&fo, o);
            mt_fieldnames(&fe, e);
            if (fo.numel != fe.numel)
                ok = 0;
            for (i = 0; i < fo.numel && ok; i++) {
                char *n1 = mt__bi_cstr(mt__cell_at(&fo, i));
                int found = 0;
                for (j = 0; j < fe.numel && !found; j++) {
                    char *n2 = mt__bi_cstr(mt__cell_at(&fe, j));
                    found = !strcmp(n1, n2);
                    free(n2);
                }
                free(n1);
                ok = found;
            }
            if (!ok)
                arep_row(r, ".", "O", "E", "Structure fieldname mismatch");
            /* each field's values as cells, compared element by element (Octave) */
            for (i = 0; i < fo.numel && ok; i++) {
                const mt_array *name = mt__cell_at(&fo, i);
                mt_array vo = MT_ARRAY_INIT, ve = MT_ARRAY_INIT;
                mt_struct_field_row(&vo, o, name);
                mt_struct_field_row(&ve, e, name);
                for (k = 0; k < vo.numel && ok; k++)
                    if (!assert_cmp(mt__cell_at(&vo, k), mt__cell_at(&ve, k), tol, 0, r, inner)) {
                        *inner = 1;
                        ok = 0;
                    }
                mt_free(&vo);
                mt_free(&ve);
            }
            mt_free(&fo);
            mt_free(&fe);
            return ok;
        }
        for (i = 0; i < e->numel; i++)
            if (!assert_cmp(mt__cell_at(o, i), mt__cell_at(e, i), tol, 0, r, inner)) {
                *inner = 1;
                return 0;
            }
        return 1;
    }
    if (e->cls == MT_CHAR) {
        if (o->cls != MT_CHAR) {
            arep_row(r, "[]", "O", "E",
                     o->cls <= MT_LOGICAL ? "Expected string, but observed number" : "Expected string");
            return 0;
        }
        if (!same_dims(o, e) || memcmp(o->data, e->data, o->numel)) {
            char *x = mt__bi_cstr(o), *y = mt__bi_cstr(e);
            arep_row(r, "[]", x, y, "Strings don't match");
            free(x);
            free(y);
            return 0;
        }
        return 1;
    }
    if (!same_dims(o, e)) {
        dims_text(b1, sizeof b1, "O", o);
        dims_text(b2, sizeof b2, "E", e);
        arep_row(r, ".", b1, b2, "Dimensions don't match");
        return 0;
    }
    if (typed && o->cls != e->cls) {
        snprintf(why, sizeof why, "Class %s != %s", mt_class_name(o->cls), mt_class_name(e->cls));
        arep_row(r, "()", "O", "E", why);
        return 0;
    }
    if (typed && o->cplx != e->cplx) {
        arep_row(r, "()", "O", "E", o->cplx ? "complex != real" : "real != complex");
        return 0;
    }
    {
        int ok = 1;
        for (i = 0; i < o->numel; i++) {
            double xr = mt__get(o, i), xi = mt__get_im(o, i), yr = mt__get(e, i),
                   yi = mt__get_im(e, i), err = hypot(xr - yr, xi - yi), lim;
            int xn = xr != xr || xi != xi, yn = yr != yr || yi != yi;
            double tl = assert_tols && assert_tols->numel == o->numel && o->numel > 1
                            ? mt__get(assert_tols, i)
                            : tol;
            if (xn || yn) {
                if (xn == yn)
                    continue;
                snprintf(why, sizeof why, "'NaN' mismatch");
            } else if (xr == yr && xi == yi)
                continue;
            else if (isinf(xr) || isinf(yr) || isinf(xi) || isinf(yi))
                snprintf(why, sizeof why, "'Inf' mismatch");
            else {
                if (tl < 0 && yr == 0 && yi == 0) {
                    /* assert.m: an absolute test where no relative error exists */
                    lim = -tl;
                    if (err <= lim)
                        continue;
                    snprintf(why, sizeof why, "Abs err %.5g exceeds tol %.5g by %.1g", err, lim,
                             err - lim);
                } else if (tl < 0) {
                    double rel = err / hypot(yr, yi);
                    lim = -tl;
                    if (rel <= lim)
                        continue;
                    snprintf(why, sizeof why, "Rel err %.5g exceeds tol %.5g by %.1g", rel, lim,
                             rel - lim);
                } else {
                    lim = tl;
                    if (err <= lim)
                        continue;
                    snprintf(why, sizeof why, "Abs err %.5g exceeds tol %.5g by %.1g", err, lim,
                             err - lim);
                }
            }
            index_text(b3, sizeof b3, o, i);
            elem_text(b1, sizeof b1, o, i);
            elem_text(b2, sizeof b2, e, i);
            arep_row(r, b3, b1, b2, why);
            ok = 0;
        }
        return ok;
    }
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
        arep rep = {NULL, 0, 0};
        int inner = 0, same;
        char *t, msg[8192]; /* on the stack: nothing to free when the error is caught */
        size_t len;
        assert_tols = nargs == 4 ? args[3].a : NULL;
        same = assert_cmp(cond, e, tol, nargs < 4, &rep, &inner);
        assert_tols = NULL;
        if (same) {
            free(rep.s);
            return;
        }
        /* Octave's header names the arguments as written, or its recursive call's */
        t = inner ? NULL : mt__bi_cstr(text);
        len = sizeof msg;
        snprintf(msg, len,
                 "ASSERT errors for:  assert (%s)\n\n  Location  |  Observed  |  Expected  |  "
                 "Reason\n%s",
                 t ? t : "cond {i},expected {i},tol", rep.s ? rep.s : "");
        /* Octave's message ends without the last row's newline */
        len = strlen(msg);
        if (len && msg[len - 1] == '\n')
            msg[len - 1] = 0;
        free(t);
        free(rep.s);
        mt_error("%s", msg);
    }
    mt_error("Invalid call to assert");
}

/* Whether a full 2-D matrix has the shape of a diagonal matrix (zero off the diagonal, or
 * empty) or of a permutation matrix: Octave may hold such a value in its special form where
 * mat2c's layout marker lost it (single (diag (...)), eye(n)(:,p)). */
static int maybe_special(const mt_array *a)
{
    size_t r, c, m, n, ones = 0;
    int diag = 1, perm;
    if (a->ndims != 2)
        return 0;
    m = a->dims[0];
    n = a->dims[1];
    if (a->numel == 0)
        return 1;
    for (c = 0; c < n && diag; c++)
        for (r = 0; r < m && diag; r++)
            if (r != c && (mt__get(a, c * m + r) != 0 || mt__get_im(a, c * m + r) != 0))
                diag = 0;
    if (diag)
        return 1;
    perm = m == n && !a->cplx;
    for (c = 0; c < a->numel && perm; c++) {
        double x = mt__get(a, c);
        perm = x == 0 || x == 1;
        ones += x == 1;
    }
    if (!perm || ones != n)
        return 0;
    for (r = 0; r < m && perm; r++) { /* one 1 in each row (n ones, so also each column) */
        size_t k = 0;
        for (c = 0; c < n; c++)
            k += mt__get(a, c * m + r) == 1;
        perm = k == 1;
    }
    return perm;
}

/* Could a be one of Octave's lazy indices (the result of find, sort's permutation, ...)?
 * Those are real double vectors of more than one element, all positive integers; mat2c
 * keeps no trace of where a value came from, so such a value's name is unknown. */
static int maybe_lazy_index(const mt_array *a)
{
    size_t k;
    if (a->cls != MT_DOUBLE || a->cplx || a->numel < 2 || a->ndims != 2 ||
        (a->dims[0] != 1 && a->dims[1] != 1))
        return 0;
    for (k = 0; k < a->numel; k++) {
        double x = mt__get(a, k);
        if (!(x >= 1 && x == (double)(size_t)x))
            return 0;
    }
    return 1;
}

/* typeinfo (x): Octave's name of the value's internal type, from its class, size and layout
 * marker (ranges, diagonal and permutation matrices). A char value's name depends on how it
 * was written ("string" vs "sq_string"), which only the compiler sees for a literal. */
BI(typeinfo)
{
    mt_array v;
    const mt_array *a = mt__bi_arg(&args[0], &v);
    const char *t = NULL;
    char buf[64];
    int fl = a->cls == MT_SINGLE;
    (void)nout;
    (void)nargs;
    if (a->cls == MT_CHAR)
        mt_error("mat2c: typeinfo of a char value that is not a string literal is not "
                 "supported");
    if (a->cls == MT_DOUBLE || a->cls == MT_SINGLE) {
        if (a->layout == MT_LAYOUT_RANGE && !fl && !a->cplx && a->numel > 1)
            t = "double_range";
        else if (a->layout == MT_LAYOUT_DIAG && a->numel != 1) {
            snprintf(buf, sizeof buf, "%s%sdiagonal matrix", fl ? "float " : "",
                     a->cplx ? "complex " : "");
            t = buf;
        } else if (a->layout == MT_LAYOUT_PERM && a->numel != 1)
            t = "permutation matrix";
        else if (a->layout == MT_LAYOUT_FULL && a->numel != 1 && maybe_special(a))
            mt_error("mat2c: typeinfo of a matrix that Octave may keep as a diagonal or "
                     "permutation matrix is not supported");
        else if (a->layout == MT_LAYOUT_FULL && maybe_lazy_index(a))
            mt_error("mat2c: typeinfo of an index vector that Octave may keep as a lazy "
                     "index (from find or sort) is not supported");
    }
    if (!t && a->layout == MT_LAYOUT_MATRIX1 && a->numel == 1 && a->cls == MT_DOUBLE)
        t = a->cplx ? "complex matrix" : "matrix";
    if (!t)
        t = mt__type_name(a);
    mt_from_string(out[0], t);
}
