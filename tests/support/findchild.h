// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QObject>
#include <QString>
#include <QtGlobal>

// The descendant of `parent` of type T with that object name: tests find a page's widgets the way a user finds them,
// by what they are, not through accessors the page would keep only for tests. A missing one means a renamed widget
// or a mistaken test, and stops the run with its name.
template <class T> T* child(const QObject* parent, const char* name)
{
    T* found = parent->findChild<T*>(QString::fromLatin1(name));
    if (!found)
        qFatal("No %s named \"%s\"", T::staticMetaObject.className(), name);
    return found;
}
