/* mt_path.c — file name text on a POSIX system, as Octave 7: filesep ("/"), pathsep
 * (":"), fullfile (fullfile.m: the non-empty parts joined by "/", runs of "/" made one;
 * cell string parts give a cell of names, the other parts repeated), and getenv. */
#include "mt_internal.h"

#include <stdlib.h>
#include <string.h>

BI(filesep)
{
    (void)nout;
    if (nargs >= 1) {
        mt_array v0;
        const mt_array *a = mt__bi_arg(&args[0], &v0);
        char *s;
        int all;
        if (a->cls != MT_CHAR)
            mt_error("filesep: argument must be a string");
        s = mt__bi_cstr(a);
        all = strcmp(s, "all") == 0;
        free(s);
        if (!all)
            mt_error("filesep: argument must be \"all\"");
    }
    mt_from_string(out[0], "/");
}

BI(pathsep)
{
    (void)nout;
    (void)nargs;
    (void)args;
    mt_from_string(out[0], ":");
}

static int is_cellstr(const mt_array *c)
{
    size_t k;
    if (c->cls != MT_CELL)
        return 0;
    for (k = 0; k < c->numel; k++)
        if (mt__cell_at(c, k)->cls != MT_CHAR)
            return 0;
    return 1;
}

/* Part j of name k: the char argument, or element k of a cell string (1 element: all). */
static const mt_array *part(const mt_array *a, size_t k)
{
    if (a->cls == MT_CHAR)
        return a;
    return mt__cell_at(a, a->numel == 1 ? 0 : k);
}

static void need_row(const mt_array *a)
{
    if (a->numel && !(a->ndims == 2 && a->dims[0] == 1))
        mt_error("mat2c: fullfile of a part that is not a char row is not supported");
}

BI(fullfile)
{
    mt_array v[64], r = MT_ARRAY_INIT, t = MT_ARRAY_INIT;
    const mt_array *parts[64], *shape = NULL;
    int np = 0, j, any_cell = 0;
    size_t n = 1, k;
    (void)nout;
    if (nargs > 64)
        mt_error("mat2c: fullfile of more than 64 parts is not supported");
    for (j = 0; j < nargs; j++) {
        const mt_array *a = mt__bi_arg(&args[j], &v[j]);
        if (a->numel == 0)
            continue; /* empty parts go first */
        parts[np++] = a;
    }
    if (np == 0) {
        size_t d[2] = {0, 0};
        mt_resize(out[0], MT_CHAR, 0, 2, d);
        return;
    }
    for (j = 0; j < np; j++)
        if (parts[j]->cls != MT_CHAR && !is_cellstr(parts[j]))
            mt_error("fullfile: input must either be strings or cell strings");
    for (j = 0; j < np; j++) {
        const mt_array *a = parts[j];
        if (a->cls != MT_CELL)
            continue;
        any_cell = 1;
        if (a->numel == 1)
            continue;
        if (shape && (shape->ndims != a->ndims ||
                      memcmp(shape->dims, a->dims, a->ndims * sizeof(size_t)) != 0))
            mt_error("fullfile: cell string input must be scalar or of the same size");
        shape = a;
        n = a->numel;
    }
    if (any_cell) {
        if (shape)
            mt_cell_new(&r, shape->ndims, shape->dims);
        else {
            size_t d[2] = {1, 1};
            mt_cell_new(&r, 2, d);
        }
    }
    for (k = 0; k < n; k++) {
        size_t len = 0, m = 0, i;
        char *buf;
        for (j = 0; j < np; j++) {
            need_row(part(parts[j], k));
            len += part(parts[j], k)->numel + 1;
        }
        buf = (char *)mt__bi_alloc(len + 1);
        for (j = 0; j < np; j++) {
            const mt_array *p = part(parts[j], k);
            for (i = 0; i < p->numel; i++) {
                char c = ((const char *)p->data)[i];
                if (!(c == '/' && m > 0 && buf[m - 1] == '/'))
                    buf[m++] = c;
            }
            if (j + 1 < np && !(m > 0 && buf[m - 1] == '/'))
                buf[m++] = '/';
        }
        {
            size_t d[2];
            d[0] = m ? 1 : 0;
            d[1] = m;
            mt_resize(&t, MT_CHAR, 0, 2, d);
            if (m)
                memcpy(t.data, buf, m);
        }
        free(buf);
        if (any_cell)
            mt__cell_put(&r, k, &t);
    }
    if (any_cell) {
        mt_free(&t);
        mt__bi_give(out[0], &r);
    } else
        mt__bi_give(out[0], &t);
}

/* getenv (Octave's sysdep.cc): the value of an environment variable, '' when it is unset.
 * The name is the argument's string value: a char matrix's first row (with Octave's
 * warning), numbers as the characters of their codes, a cell as char() makes it. */
BI(getenv)
{
    mt_array v0, row = MT_ARRAY_INIT, chars = MT_ARRAY_INIT, *co = &chars;
    const mt_array *a = mt__bi_arg(&args[0], &v0);
    const char *val = NULL;
    char *name;
    size_t k, n;
    (void)nout;
    (void)nargs;
    if (a->cls == MT_CELL) {
        mt_bi_char(1, &co, 1, args);
        a = &chars;
    } else if (mt__is_container(a))
        mt_error("octave_base_value::convert_to_str_internal (): wrong type argument '%s'",
                 mt__type_name(a));
    else if (a->cls != MT_CHAR && a->cls != MT_LOGICAL)
        mt_warn("Octave:num-to-str", "implicit conversion from %s to sq_string",
                mt__type_name(a));
    if (a->ndims == 2 && a->dims[0] > 1)
        mt_warn(NULL, "multi-row character matrix converted to a string, only the first row "
                      "is used");
    /* the first row (column-major: every dims[0]-th element) */
    n = a->dims[0] ? a->numel / a->dims[0] : 0;
    mt_resize(&row, MT_CHAR, 0, 2, (size_t[]){1, n});
    for (k = 0; k < n; k++)
        ((uint8_t *)row.data)[k] = (uint8_t)mt__get(a, k * a->dims[0]);
    name = mt__bi_cstr(&row);
    mt_free(&row);
    mt_free(&chars);
    if (strlen(name) == n) /* a name with a NUL in it names nothing */
        val = getenv(name);
    free(name);
    mt_from_string(out[0], val ? val : "");
}
