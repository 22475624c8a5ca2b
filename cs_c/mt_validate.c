/* mt_validate.c — validateattributes (Octave 7's m-file): the class list, then each
 * attribute in order, raising Octave's message and identifier for the first one A fails.
 * Messages are formatted by Octave's printf rules (mt__format_printf), so `%d` of 2.5 and
 * `%i` of NaN read as in Octave. Forms whose m-file would compute on values mat2c does not
 * mirror here (ordering complex values, rem of a cell, non-scalar bounds) stop with
 * `error: mat2c: ...`. */
#include "mt_internal.h"

#include <ctype.h>
#include <math.h>
#include <string.h>

static void unsupported(const char *what)
{
    mt_error("mat2c: validateattributes %s is not supported", what);
}

/* A char array's text (column order), malloc'd. */
static char *text_of(const mt_array *a)
{
    return mt__bi_cstr(a);
}

/* Raises error `id` with the malloc'd text `msg`, which stays referenced (the error unwinds
 * past any free; the previous one is released first). */
static void raise_msg(const char *id, char *msg)
{
    static char *last;
    free(last);
    last = msg;
    mt_error_id(id, "%s", msg);
}

/* Octave's sprintf(fmt, args...) as a malloc'd NUL-terminated string. */
static char *fmt_msg(const char *fmt, int nargs, const mt_arg *args)
{
    mt_array f = MT_ARRAY_INIT;
    char *s = NULL;
    size_t len = 0, cap = 0;
    mt_from_string(&f, fmt);
    mt__format_printf(&s, &len, &cap, &f, nargs, args, 0);
    mt_free(&f);
    if (!s) {
        s = (char *)mt__bi_alloc(1);
        s[0] = '\0';
    }
    return s;
}

static mt_arg arr_arg(const mt_array *a)
{
    mt_arg g;
    g.a = a;
    g.s = 0;
    return g;
}

static char *dup_str(const char *s)
{
    char *d = (char *)mt__bi_alloc(strlen(s) + 1);
    strcpy(d, s);
    return d;
}

/* error(id, "%s must ...", err_ini, value) with the value formatted by Octave's rules. */
static void fail_with(const char *id, const char *ini, const char *fmt, const mt_array *v)
{
    mt_array s = MT_ARRAY_INIT;
    mt_arg g[2];
    char *msg;
    mt_from_string(&s, ini);
    g[0] = arr_arg(&s);
    g[1] = arr_arg(v);
    msg = fmt_msg(fmt, 2, g);
    mt_free(&s);
    raise_msg(id, msg);
}

static int is_numeric_cls(mt_class c)
{
    return c <= MT_UINT64;
}

/* isa(A, name) for one class name (the categories of isa included). */
static int isa_name(const mt_array *a, const char *name)
{
    if (!strcmp(name, "numeric"))
        return is_numeric_cls(a->cls);
    if (!strcmp(name, "float"))
        return a->cls == MT_DOUBLE || a->cls == MT_SINGLE;
    if (!strcmp(name, "integer"))
        return mt__is_int_class(a->cls);
    return !strcmp(name, mt_class_name(a->cls));
}

static int cmp_str(const void *x, const void *y)
{
    return strcmp(*(char *const *)x, *(char *const *)y);
}

static int ieq(const char *a, const char *b)
{
    for (; *a && *b; a++, b++)
        if (tolower((unsigned char)*a) != tolower((unsigned char)*b))
            return 0;
    return *a == *b;
}

/* The class check: A must be of one of the classes (an empty list accepts anything). */
static void check_classes(const mt_array *a, const mt_array *cls, const char *ini)
{
    static const char *const groups[3][9] = {
        {"integer", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64"},
        {"float", "single", "double", NULL},
        {"numeric", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64"},
    };
    size_t n = cls->numel, i, k, m = 0, len = 0;
    char **names, *classes, *msg;
    int g;
    if (n == 0)
        return;
    names = (char **)mt__bi_alloc((n + 10) * sizeof *names);
    for (i = 0; i < n; i++) {
        names[i] = text_of(mt__cell_at(cls, i));
        if (isa_name(a, names[i])) {
            for (k = 0; k <= i; k++)
                free(names[k]);
            free(names);
            return;
        }
    }
    /* Each category name (any case) is replaced by its classes; numeric also by float's. */
    for (g = 0; g < 3; g++) {
        int found = 0;
        for (i = k = 0; i < n; i++) {
            if (ieq(names[i], groups[g][0])) {
                found = 1;
                free(names[i]);
            } else {
                names[k++] = names[i];
            }
        }
        n = k;
        if (!found)
            continue;
        names = (char **)realloc(names, (n + 10) * sizeof *names);
        if (!names)
            mt_error("out of memory or dimension too large for Octave's index type");
        for (k = 1; k < 9 && groups[g][k]; k++)
            names[n++] = dup_str(groups[g][k]);
        if (g == 2) {
            names = (char **)realloc(names, (n + 2) * sizeof *names);
            if (!names)
                mt_error("out of memory or dimension too large for Octave's index type");
            names[n++] = dup_str("single");
            names[n++] = dup_str("double");
        }
    }
    qsort(names, n, sizeof *names, cmp_str);
    for (i = 0; i < n; i++)
        len += strlen(names[i]) + 1;
    classes = (char *)mt__bi_alloc(len + 1);
    for (i = 0; i < n; i++) {
        if (i > 0 && !strcmp(names[i], names[i - 1]))
            continue;
        classes[m++] = ' ';
        memcpy(classes + m, names[i], strlen(names[i]));
        m += strlen(names[i]);
    }
    classes[m] = '\0';
    for (i = 0; i < n; i++)
        free(names[i]);
    free(names);
    msg = (char *)mt__bi_alloc(strlen(ini) + m + 64);
    sprintf(msg, "%s must be of class:\n\n %s\n\nbut was of class %s", ini, classes,
            mt_class_name(a->cls));
    free(classes);
    raise_msg("Octave:invalid-type", msg);
}

/* isnumeric (arg) && isscalar (arg) && arg > 0 && arg == fix (arg) */
static int valid_arg_idx(const mt_array *x)
{
    double v;
    if (!is_numeric_cls(x->cls) || x->numel != 1)
        return 0;
    v = mt__get(x, 0);
    return v > 0 && v == trunc(v);
}

/* The text before "must": "[FUNC: ]input", "input N" or "VAR (argument #N)". */
static char *error_start(int nargs, const mt_arg *args)
{
    mt_array v3, v4, v5;
    const mt_array *fourth, *var, *idx;
    char *func = NULL, *name = NULL, *ini;
    if (nargs <= 3) {
        ini = (char *)mt__bi_alloc(6);
        strcpy(ini, "input");
        return ini;
    }
    fourth = mt__bi_arg(&args[3], &v3);
    if (fourth->cls == MT_CHAR) {
        char *f = text_of(fourth);
        func = (char *)mt__bi_alloc(strlen(f) + 3);
        sprintf(func, "%s: ", f);
        free(f);
    } else if (nargs == 4 && valid_arg_idx(fourth)) {
        mt_arg g = arr_arg(fourth);
        name = fmt_msg("input %d", 1, &g);
    } else {
        mt_error_id("Octave:invalid-input-arg",
                    "validateattributes: 4th input argument must be ARG_IDX or FUNC_NAME");
    }
    if (nargs > 4) {
        var = mt__bi_arg(&args[4], &v4);
        if (var->cls != MT_CHAR) {
            free(func);
            mt_error_id("Octave:invalid-type", "validateattributes: VAR_NAME must be a string");
        }
        name = text_of(var);
        if (nargs > 5) {
            mt_array s = MT_ARRAY_INIT;
            mt_arg g[2];
            idx = mt__bi_arg(&args[5], &v5);
            if (!valid_arg_idx(idx)) {
                free(func);
                free(name);
                mt_error_id("Octave:invalid-input-arg",
                            "validateattributes: ARG_IDX must be a positive integer");
            }
            mt_from_string(&s, name);
            g[0] = arr_arg(&s);
            g[1] = arr_arg(idx);
            free(name);
            name = fmt_msg("%s (argument #%i)", 2, g);
            mt_free(&s);
        }
    }
    if (!name) {
        name = (char *)mt__bi_alloc(6);
        strcpy(name, "input");
    }
    ini = (char *)mt__bi_alloc((func ? strlen(func) : 0) + strlen(name) + 1);
    sprintf(ini, "%s%s", func ? func : "", name);
    free(func);
    free(name);
    return ini;
}

/* The elements of A as numbers: the attributes that compute on values need a numeric,
 * logical or char A (Octave's rem/diff/comparisons of a container raise their own errors). */
static void need_values(const mt_array *a, const char *attr)
{
    char what[96];
    if (a->cls <= MT_CHAR)
        return;
    snprintf(what, sizeof what, "'%s' of a %s", attr, mt_class_name(a->cls));
    unsupported(what);
}

static void need_real(const mt_array *a, const char *attr)
{
    char what[96];
    if (!a->cplx)
        return;
    snprintf(what, sizeof what, "'%s' of a complex value", attr);
    unsupported(what);
}

/* Element k of diff (A(:)) in A's class: integer differences saturate as Octave's. */
static double diff_at(const mt_array *a, size_t k)
{
    double d = mt__get(a, k + 1) - mt__get(a, k);
    if (mt__is_int_class(a->cls)) {
        mt_array t = MT_ARRAY_INIT;
        size_t dims[2] = {1, 1};
        mt_resize(&t, a->cls, 0, 2, dims);
        mt__set(&t, 0, d);
        d = mt__get(&t, 0);
        mt_free(&t);
    } else if (a->cls == MT_SINGLE) {
        d = (double)((float)mt__get(a, k + 1) - (float)mt__get(a, k));
    }
    return d;
}

/* Whether some element fails: kind 'b'inary, 'e'ven, 'o'dd, 'i'nteger, 'f'inite, 'n'onnan,
 * 'g' nonnegative, 'z' nonzero, 'p'ositive; monotony 'D' 'I' 'd' 'j' (decreasing,
 * increasing, nondecreasing, nonincreasing: a NaN, or a difference of the wrong sign). */
static int any_bad(const mt_array *a, char kind)
{
    size_t i, n = a->numel;
    for (i = 0; i < n; i++) {
        double re = mt__get(a, i), im = mt__get_im(a, i);
        switch (kind) {
        case 'b':
            if ((re != 1 || im != 0) && (re != 0 || im != 0))
                return 1;
            break;
        case 'e':
            if (!(fmod(re, 2) == 0))
                return 1;
            break;
        case 'o': {
            double m = fmod(re, 2);
            if (m < 0)
                m += 2;
            if (isinf(re))
                m = MT_NAN;
            if (!(m == 1))
                return 1;
            break;
        }
        case 'i':
            if (!(ceil(re) == re && ceil(im) == im))
                return 1;
            break;
        case 'f':
            if (!isfinite(re) || !isfinite(im))
                return 1;
            break;
        case 'n':
            if (isnan(re) || isnan(im))
                return 1;
            break;
        case 'g':
            if (re < 0)
                return 1;
            break;
        case 'z':
            if (re == 0 && im == 0)
                return 1;
            break;
        case 'p':
            if (re <= 0)
                return 1;
            break;
        default:
            if (isnan(re))
                return 1;
            break;
        }
    }
    if (kind == 'D' || kind == 'I' || kind == 'd' || kind == 'j')
        for (i = 0; i + 1 < n; i++) {
            double d = diff_at(a, i);
            if ((kind == 'D' && d >= 0) || (kind == 'I' && d <= 0) || (kind == 'd' && d < 0) ||
                (kind == 'j' && d > 0))
                return 1;
        }
    return 0;
}

/* The "size" attribute: size(A) with the NaN positions of want set to NaN (which extends it
 * with zeros up to the last NaN), then isequaln(that, want). */
static int size_matches(const mt_array *a, const mt_array *want)
{
    size_t n = want->numel, i, len = (size_t)a->ndims;
    if (want->ndims != 2 || want->dims[0] != 1)
        return 0;
    for (i = 0; i < n; i++)
        if (isnan(mt__get(want, i)) && i + 1 > len)
            len = i + 1;
    if (n != len)
        return 0;
    for (i = 0; i < n; i++) {
        double w = mt__get(want, i);
        double have = i < (size_t)a->ndims ? (double)a->dims[i] : 0;
        if (!isnan(w) && w != have)
            return 0;
    }
    return 1;
}

static void size_error(const mt_array *a, const mt_array *want, const char *ini)
{
    mt_array sz = MT_ARRAY_INIT;
    size_t d[2] = {1, (size_t)a->ndims}, i, k = 0, n;
    char *as, *ws, *msg;
    mt_arg g;
    mt_resize(&sz, MT_DOUBLE, 0, 2, d);
    for (i = 0; i < (size_t)a->ndims; i++)
        mt__set(&sz, i, (double)a->dims[i]);
    g = arr_arg(&sz);
    as = fmt_msg("%dx", 1, &g);
    g = arr_arg(want);
    ws = fmt_msg("%ix", 1, &g);
    mt_free(&sz);
    if (*as)
        as[strlen(as) - 1] = '\0';
    n = strlen(ws);
    if (n)
        ws[--n] = '\0';
    for (i = 0; i < n; i++) {
        if (!strncmp(ws + i, "NaN", 3)) {
            ws[k++] = 'N';
            i += 2;
        } else {
            ws[k++] = ws[i];
        }
    }
    ws[k] = '\0';
    msg = (char *)mt__bi_alloc(strlen(ini) + strlen(as) + strlen(ws) + 32);
    sprintf(msg, "%s must be of size %s but was %s", ini, ws, as);
    free(as);
    free(ws);
    raise_msg("Octave:incorrect-size", msg);
}

/* The comparison attributes against a scalar bound: all(A(:) OP v). */
static int all_compare(const mt_array *a, const char *op, double v)
{
    size_t i;
    for (i = 0; i < a->numel; i++) {
        double x = mt__get(a, i);
        int ok = !strcmp(op, ">")    ? x > v
                 : !strcmp(op, ">=") ? x >= v
                 : !strcmp(op, "<")  ? x < v
                                     : x <= v;
        if (!ok)
            return 0;
    }
    return 1;
}

/* Octave's error for attr{k+1} past the end of the attribute list. */
static void out_of_bound(const mt_array *attr, size_t k)
{
    char dims[128];
    if (k < attr->numel)
        return;
    mt__dims_str(dims, sizeof dims, attr->ndims, attr->dims);
    mt_error_id("Octave:index-out-of-bounds", "attr(%zu): out of bound %zu (dimensions are %s)",
                k + 1, attr->numel, dims);
}

/* The value following an attribute that takes one (numel, >, ...): a real scalar. */
static const mt_array *operand(const mt_array *attr, size_t k, const char *name)
{
    const mt_array *v;
    char what[96];
    out_of_bound(attr, k);
    v = mt__cell_at(attr, k);
    if (v->cls > MT_CHAR || v->numel != 1 || v->cplx) {
        snprintf(what, sizeof what, "'%s' with a value that is not a real scalar", name);
        unsupported(what);
    }
    return v;
}

BI(validateattributes)
{
    mt_array v0, v1, v2;
    const mt_array *a = mt__bi_arg(&args[0], &v0);
    const mt_array *cls = mt__bi_arg(&args[1], &v1);
    const mt_array *attr = mt__bi_arg(&args[2], &v2);
    size_t i, k = 0;
    char *ini;
    (void)nout;
    (void)out;
    if (cls->cls != MT_CELL)
        mt_error_id("Octave:invalid-type",
                    "validateattributes: CLASSES must be a cell array of strings");
    for (i = 0; i < cls->numel; i++)
        if (mt__cell_at(cls, i)->cls != MT_CHAR)
            mt_error_id("Octave:invalid-type",
                        "validateattributes: CLASSES must be a cell array of strings");
    if (attr->cls != MT_CELL)
        mt_error_id("Octave:invalid-type", "validateattributes: ATTRIBUTES must be a cell array");
    ini = error_start(nargs, args);
    mt__hold(ini); /* the checks below raise their errors */
    check_classes(a, cls, ini);
    while (k < attr->numel) {
        const mt_array *an = mt__cell_at(attr, k++);
        char *name, *lo, id[64];
        int problem = 0;
        size_t j;
        if (an->cls != MT_CHAR)
            unsupported("with an attribute that is not a string");
        name = text_of(an);
        lo = text_of(an);
        mt__hold(name);
        mt__hold(lo);
        for (j = 0; lo[j]; j++)
            lo[j] = (char)tolower((unsigned char)lo[j]);
        if (!strcmp(lo, "2d")) {
            problem = a->ndims != 2;
        } else if (!strcmp(lo, "3d")) {
            problem = a->ndims > 3;
        } else if (!strcmp(lo, "column")) {
            problem = !(a->ndims == 2 && a->dims[1] == 1);
        } else if (!strcmp(lo, "row")) {
            problem = !(a->ndims == 2 && a->dims[0] == 1);
        } else if (!strcmp(lo, "scalar")) {
            problem = a->numel != 1;
        } else if (!strcmp(lo, "vector")) {
            problem = !(a->ndims == 2 && (a->dims[0] == 1 || a->dims[1] == 1));
        } else if (!strcmp(lo, "square")) {
            problem = !(a->ndims == 2 && a->dims[0] == a->dims[1]);
        } else if (!strcmp(lo, "diag")) {
            problem = 0;
            if ((!is_numeric_cls(a->cls) && a->cls != MT_LOGICAL) || a->ndims != 2)
                problem = 1;
            else
                for (j = 0; j < a->numel && !problem; j++)
                    if (j % a->dims[0] != j / a->dims[0] &&
                        (mt__get(a, j) != 0 || mt__get_im(a, j) != 0))
                        problem = 1;
        } else if (!strcmp(lo, "nonempty")) {
            problem = a->numel == 0;
        } else if (!strcmp(lo, "nonsparse")) {
            problem = 0;
        } else if (!strcmp(lo, "binary")) {
            need_values(a, lo);
            problem = a->cls != MT_LOGICAL && any_bad(a, 'b');
        } else if (!strcmp(lo, "even") || !strcmp(lo, "odd")) {
            need_values(a, lo);
            need_real(a, lo);
            problem = any_bad(a, lo[0]);
        } else if (!strcmp(lo, "integer")) {
            need_values(a, lo);
            problem = !mt__is_int_class(a->cls) && any_bad(a, 'i');
        } else if (!strcmp(lo, "real")) {
            problem = a->cplx != 0;
        } else if (!strcmp(lo, "finite") || !strcmp(lo, "nonnan")) {
            need_values(a, lo);
            problem = !mt__is_int_class(a->cls) && any_bad(a, lo[0] == 'f' ? 'f' : 'n');
        } else if (!strcmp(lo, "nonnegative") || !strcmp(lo, "positive")) {
            need_values(a, lo);
            need_real(a, lo);
            problem = any_bad(a, lo[0] == 'p' ? 'p' : 'g');
        } else if (!strcmp(lo, "nonzero")) {
            need_values(a, lo);
            problem = any_bad(a, 'z');
        } else if (!strcmp(lo, "decreasing") || !strcmp(lo, "increasing") ||
                   !strcmp(lo, "nondecreasing") || !strcmp(lo, "nonincreasing")) {
            need_values(a, lo);
            need_real(a, lo);
            problem = any_bad(a, !strcmp(lo, "decreasing")      ? 'D'
                                 : !strcmp(lo, "increasing")    ? 'I'
                                 : !strcmp(lo, "nondecreasing") ? 'd'
                                                                : 'j');
        } else if (!strcmp(lo, "size")) {
            const mt_array *w;
            out_of_bound(attr, k);
            w = mt__cell_at(attr, k++);
            if (w->cls > MT_CHAR || w->cplx)
                unsupported("'size' with a value that is not real numeric");
            if (!size_matches(a, w))
                size_error(a, w, ini);
        } else if (!strcmp(lo, "numel") || !strcmp(lo, "ncols") || !strcmp(lo, "nrows") ||
                   !strcmp(lo, "ndims")) {
            const mt_array *w = operand(attr, k++, lo);
            double have = lo[1] == 'u'   ? (double)a->numel
                          : lo[1] == 'c' ? (double)a->dims[1]
                          : lo[1] == 'r' ? (double)a->dims[0]
                                         : (double)a->ndims;
            if (have != mt__get(w, 0)) {
                const char *eid = lo[1] == 'u'   ? "Octave:incorrect-numel"
                                  : lo[1] == 'c' ? "Octave:incorrect-numcols"
                                  : lo[1] == 'r' ? "Octave:incorrect-numrows"
                                                 : "Octave:incorrect-numdims";
                const char *f = lo[1] == 'u'   ? "%s must have %d elements"
                                : lo[1] == 'c' ? "%s must have %d columns"
                                : lo[1] == 'r' ? "%s must have %d rows"
                                               : "%s must have %d dimensions";
                fail_with(eid, ini, f, w);
            }
        } else if (!strcmp(lo, ">") || !strcmp(lo, ">=") || !strcmp(lo, "<") ||
                   !strcmp(lo, "<=")) {
            const mt_array *w = operand(attr, k++, lo);
            need_values(a, lo);
            need_real(a, lo);
            if (!all_compare(a, lo, mt__get(w, 0))) {
                int gt = lo[0] == '>', eq = lo[1] == '=';
                fail_with(gt ? (eq ? "Octave:expected-greater-equal" : "Octave:expected-greater")
                             : (eq ? "Octave:expected-less-equal" : "Octave:expected-less"),
                          ini,
                          gt ? (eq ? "%s must be greater than or equal to %f"
                                   : "%s must be greater than %f")
                             : (eq ? "%s must be less than or equal to %f" : "%s must be less than %f"),
                          w);
            }
        } else {
            mt_array s = MT_ARRAY_INIT;
            mt_arg g;
            char *msg;
            mt_from_string(&s, name);
            g = arr_arg(&s);
            msg = fmt_msg("validateattributes: unknown ATTRIBUTE %s", 1, &g);
            mt_free(&s);
            mt__release(name);
            mt__release(lo);
            mt__release(ini);
            raise_msg("Octave:invalid-input-arg", msg);
        }
        if (problem) {
            char *msg = (char *)mt__bi_alloc(strlen(ini) + strlen(name) + 16);
            snprintf(id, sizeof id, "Octave:expected-%s", lo);
            sprintf(msg, "%s must be %s", ini, name);
            mt__release(name);
            mt__release(lo);
            mt__release(ini);
            raise_msg(id, msg);
        }
        mt__release(name);
        mt__release(lo);
    }
    mt__release(ini);
}
