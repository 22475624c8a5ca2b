/* mt_introspect.c: `exist` of a name the compiler could not decide (a file or folder,
 * looked up when the program runs) and `typecast`. */
#define _POSIX_C_SOURCE 200809L
#include "mat2c_rt.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#define BI(name) void mt_bi_##name(int nout, mt_array *const *out, int nargs, const mt_arg *args)

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
            strcmp(type, "dir") && strcmp(type, "class"))
            mt_error("exist: unrecognized type argument \"%s\"", type);
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
